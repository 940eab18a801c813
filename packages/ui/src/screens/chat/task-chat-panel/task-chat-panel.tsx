// The AI task chat panel (part 1 §2, §4, §5): task header with '+ Новая задача', the message list with tool calls as
// formatted JSON, the composer (Enter sends) and a dismissible error bar, driven by the domain's chat machine.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import type { SnapshotFrom } from 'xstate';
import type { ChatEntry, ChatEvent, chatMachine } from '@beautydesk/domain/machines/chat';
import { chatMessages } from '@beautydesk/domain/messages/chat';
import { buttonReset, focusRing } from '../../../theme/base.css.ts';
import { Button } from '../../../components/button/button.tsx';
import { Dialog, DialogTrigger } from '../../../components/dialog/dialog.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Heading, SmallText } from '../../../components/typography/typography.tsx';
import { focusIfLost } from '../../common/focus.ts';
import { PromptDialogContent } from '../../common/prompt-dialog.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { chatLabels as l } from '../labels.ts';
import * as styles from './task-chat-panel.css.ts';

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

export type TaskChatPanelProps = {
  /**
   * The chat machine's snapshot. The app runs `chatMachine.provide({ actors: { loadTasks,
   * createTask, loadMessages, streamReply } })` with input `{ taskId?, access }`, and shows its
   * `toast` events ('Задача создана!', task errors, the access refusal).
   */
  snapshot: ChatSnapshot;
  /** Sends the machine an event (send, new task, dismiss the error). */
  send: (event: ChatEvent) => void;
  /** The panel's close button (the layout's side panel); hidden without it. */
  onClose?: () => void;
};

/** A tool call as the spec shows it: formatted JSON. */
export function formatToolCall(call: unknown): string {
  try {
    return JSON.stringify(call, null, 2) ?? String(call);
  } catch {
    return String(call);
  }
}

/** The assistant's pseudo-calls: what a question waits for (not shown), and a write awaiting "да". */
const ASK_CALL = 'ask_user';
const CONFIRM_CALL = 'confirm_action';

/** The write awaiting the user's answer: a confirm_action call with no user message after it. */
function pendingConfirmation(entries: ChatEntry[]): string | null {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i] as ChatEntry;
    if (entry.kind === 'text' && entry.sender === 'user') return null;
    if (entry.kind === 'toolCall' && entry.call.name === CONFIRM_CALL) return entry.id;
  }
  return null;
}

function Entry({
  entry,
  confirmation,
}: {
  entry: ChatEntry;
  /** The confirm and decline buttons, when this entry is the write awaiting an answer. */
  confirmation?: { onConfirm: () => void; onDecline: () => void; disabled: boolean };
}) {
  if (entry.kind === 'toolCall') {
    return (
      <li className={clsx(styles.entry, styles.entrySide.tool)} data-kind="tool-call">
        <span className={styles.sender}>{l.toolCall(entry.call.name)}</span>
        {/* A long call scrolls sideways: keyboard users reach it to scroll. */}
        <pre className={styles.toolCall} tabIndex={0}>
          {formatToolCall(entry.call)}
        </pre>
        {confirmation ? (
          <div className={styles.confirmation} role="group" aria-label={l.awaitingConfirmation}>
            <Button size="sm" onClick={confirmation.onConfirm} disabled={confirmation.disabled}>
              {l.confirm}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={confirmation.onDecline}
              disabled={confirmation.disabled}
            >
              {l.decline}
            </Button>
          </div>
        ) : null}
      </li>
    );
  }
  const side = entry.sender === 'user' ? 'user' : 'ai';
  return (
    <li className={clsx(styles.entry, styles.entrySide[side])} data-kind={side}>
      <span className={styles.sender}>{side === 'user' ? l.you : l.assistant}</span>
      <p className={clsx(styles.bubble, styles.bubbleTone[side])}>{entry.text}</p>
    </li>
  );
}

export function TaskChatPanel({ snapshot, send, onClose }: TaskChatPanelProps) {
  const { taskId, entries, error, refusal } = snapshot.context;
  const loading = snapshot.hasTag('loading');
  const streaming = snapshot.hasTag('streaming');
  const ready = snapshot.matches('ready');
  const titleId = useId();

  const [draft, setDraft] = useState('');
  const [newTaskOpen, setNewTaskOpen] = useState(false);
  const [newTaskTitle, setNewTaskTitle] = useState('');

  // Newest at the bottom: follow the conversation as it grows.
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries]);

  // The composer is disabled while a reply streams, which drops its focus: give it back after.
  // Also run on new entries: a reply that arrives at once never shows a not-ready render.
  const inputRef = useRef<HTMLInputElement>(null);
  const sentFromComposer = useRef(false);
  useEffect(() => {
    if (!ready || !sentFromComposer.current) return;
    sentFromComposer.current = false;
    focusIfLost(inputRef.current);
  }, [ready, entries]);

  // The machine decides what may be sent (nothing blank, nothing while streaming or loading).
  const canSend = snapshot.can({ type: 'SEND', text: draft });
  const canCreate = snapshot.can({ type: 'NEW_TASK', title: newTaskTitle });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    sentFromComposer.current = true;
    send({ type: 'SEND', text: draft });
    setDraft('');
  };

  const createTask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canCreate) return;
    send({ type: 'NEW_TASK', title: newTaskTitle });
    setNewTaskOpen(false);
  };

  const pending = pendingConfirmation(entries);
  // The buttons answer as the user would type it; focus goes back to the composer after.
  const answer = (text: string) => {
    sentFromComposer.current = true;
    send({ type: 'SEND', text });
  };
  const confirmation = {
    onConfirm: () => answer(l.confirmText),
    onDecline: () => answer(l.declineText),
    disabled: !ready,
  };

  let body;
  if (loading) {
    body = (
      <div className={styles.placeholder} role="status">
        {chatMessages.loadingHistory}
      </div>
    );
  } else if (refusal) {
    body = <div className={styles.placeholder}>{refusal}</div>;
  } else if (entries.length === 0) {
    body = <div className={styles.placeholder}>{chatMessages.empty}</div>;
  } else {
    body = (
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-label={l.messages}
        // The log scrolls: keyboard users reach it to scroll back through the conversation.
        tabIndex={0}
      >
        <ol className={styles.list}>
          {entries
            .filter((entry) => entry.kind !== 'toolCall' || entry.call.name !== ASK_CALL)
            .map((entry) => (
              <Entry
                key={entry.id}
                entry={entry}
                confirmation={entry.id === pending ? confirmation : undefined}
              />
            ))}
        </ol>
      </div>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-screen="task-chat">
      <header className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={2} size="sm" id={titleId}>
            {l.title}
          </Heading>
          <SmallText className={styles.taskId} data-slot="task-id" title={taskId ?? undefined}>
            {taskId ? l.task(taskId) : l.noTask}
          </SmallText>
        </div>
        <div className={styles.headerActions}>
          <Dialog
            open={newTaskOpen}
            onOpenChange={(open) => {
              setNewTaskOpen(open);
              if (open) setNewTaskTitle('');
            }}
          >
            <DialogTrigger asChild>
              <Button variant="secondary" size="sm" disabled={!ready}>
                {l.newTask}
              </Button>
            </DialogTrigger>
            <PromptDialogContent
              title={l.newTaskTitle}
              description={l.newTaskDescription}
              onSubmit={createTask}
              cancelLabel={l.cancel}
              submitLabel={l.create}
              submitDisabled={!canCreate}
            >
              <Input
                label={l.newTaskField}
                autoComplete="off"
                value={newTaskTitle}
                onChange={(event) => setNewTaskTitle(event.target.value)}
              />
            </PromptDialogContent>
          </Dialog>
          {onClose ? (
            <Button variant="ghost" size="icon" aria-label={l.close} onClick={onClose}>
              <Icon name="x" size="sm" />
            </Button>
          ) : null}
        </div>
      </header>

      {body}

      {streaming ? <SpinnerLine className={styles.replying} label={l.replying} /> : null}

      <form className={styles.composer} onSubmit={submit}>
        <div className={styles.composerField}>
          <Input
            ref={inputRef}
            aria-label={l.message}
            placeholder={chatMessages.inputPlaceholder}
            autoComplete="off"
            value={draft}
            disabled={!ready}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={!canSend} loading={streaming}>
          {l.send}
        </Button>
      </form>

      {error ? (
        <div className={styles.errorBar} role="alert">
          <p className={styles.errorText}>{error}</p>
          <button
            type="button"
            className={clsx(buttonReset, focusRing)}
            aria-label={l.dismissError}
            onClick={() => {
              send({ type: 'DISMISS_ERROR' });
              // The pressed button leaves with the bar: hand focus to the composer, not to <body>.
              inputRef.current?.focus();
            }}
          >
            <Icon name="x" size="sm" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
