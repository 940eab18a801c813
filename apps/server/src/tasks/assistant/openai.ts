// The assistant on an OpenAI-compatible endpoint: /chat/completions with stream: true and the
// tools; tool calls the model asks for run through the same Toolbox (the user's own API calls).
import { z } from 'zod';
import { assistantTexts } from '../messages.ts';
import { TOOL_DESCRIPTIONS, toolArguments, WRITE_TOOLS, type ToolName } from './tools.ts';
import { confirmCall, isNo, isYes, pendingAction } from './confirmation.ts';
import { dayLabel, doneText, toolCallEvent } from './offline.ts';
import type { AssistantEvent, AssistantProvider, AssistantTurn, OpenAiSettings } from './types.ts';

/** Rounds of tool calls before the model must answer. */
const MAX_ROUNDS = 5;
const REQUEST_TIMEOUT_MS = 60_000;

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: {
        id: string;
        type: 'function';
        function: { name: string; arguments: string };
      }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

const deltaSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().min(0),
                  id: z.string().nullish(),
                  function: z
                    .object({ name: z.string().nullish(), arguments: z.string().nullish() })
                    .nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
});

export function toolDefinitions() {
  return (Object.keys(toolArguments) as ToolName[]).map((name) => ({
    type: 'function' as const,
    function: {
      name,
      description: TOOL_DESCRIPTIONS[name],
      parameters: z.toJSONSchema(toolArguments[name], { io: 'input' }),
    },
  }));
}

export function systemPrompt(today: string): string {
  return [
    'Ты — ассистент салона красоты в системе BeautyDesk. Отвечай по-русски, кратко.',
    `Сегодня ${today}. Даты передавай как YYYY-MM-DD, время как HH:MM.`,
    'Данные салона (мастера, услуги, клиенты, записи, свободные окна) получай только инструментами;',
    'не выдумывай ни данных, ни идентификаторов. Типы услуг: laser, electro, wax, consultation.',
    'Инструменты, меняющие данные, сначала покажут пользователю описание; выполнятся после его «да».',
    'Если под имя подходят несколько клиентов или мастеров, перечисли их и спроси, кого имели в виду.',
  ].join('\n');
}

/** The data lines of a server-sent-events body, as they arrive. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const piece of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(piece, { stream: true });
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('data:')) yield line.slice(5).trim();
  }
  buffer += decoder.decode();
  if (buffer.startsWith('data:')) yield buffer.slice(5).trim();
}

interface PendingCall {
  id: string;
  name: string;
  arguments: string;
}

export function openAiAssistant(settings: OpenAiSettings): AssistantProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const tools = toolDefinitions();

  async function* reply(turn: AssistantTurn): AsyncGenerator<AssistantEvent> {
    // The confirmation rule is ours, not the model's: "да" performs what the last reply described.
    const pending = pendingAction(turn.history);
    if (pending && (isYes(turn.message, pending.tool) || isNo(turn.message, pending.tool))) {
      if (isNo(turn.message, pending.tool)) {
        yield { event: 'chunk', content: assistantTexts.declined };
        return;
      }
      const run = await turn.tools.run(pending.tool, pending.arguments);
      yield toolCallEvent(run.call);
      yield {
        event: 'chunk',
        content: run.result.ok
          ? doneText(pending, run.result.data, (date) => dayLabel(date, turn.today))
          : assistantTexts.refused(run.result.detail),
      };
      return;
    }
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(turn.today) },
      ...turn.history.map((message): ChatMessage => ({
        role: message.type === 'user' ? 'user' : 'assistant',
        content: message.content,
      })),
      { role: 'user', content: turn.message },
    ];
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            stream: true,
            messages,
            tools,
            // The last round must answer in words.
            tool_choice: round === MAX_ROUNDS - 1 ? 'none' : 'auto',
          }),
          signal: AbortSignal.any([turn.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        });
      } catch (error) {
        if (turn.signal.aborted) return;
        yield { event: 'error', details: assistantTexts.providerFailed(reasonOf(error)) };
        return;
      }
      if (!response.ok || !response.body) {
        const text = await response.text().catch(() => '');
        yield {
          event: 'error',
          details: assistantTexts.providerFailed(
            `${response.status} ${text.trim().slice(0, 200) || response.statusText}`.trim(),
          ),
        };
        return;
      }
      let content = '';
      const pending: PendingCall[] = [];
      try {
        for await (const data of sseData(response.body)) {
          if (data === '[DONE]') break;
          let parsed: z.infer<typeof deltaSchema>;
          try {
            parsed = deltaSchema.parse(JSON.parse(data));
          } catch {
            continue;
          }
          for (const choice of parsed.choices) {
            const delta = choice.delta;
            if (delta?.content) {
              content += delta.content;
              yield { event: 'chunk', content: delta.content };
            }
            for (const part of delta?.tool_calls ?? []) {
              const call = (pending[part.index] ??= { id: '', name: '', arguments: '' });
              if (part.id) call.id = part.id;
              if (part.function?.name) call.name += part.function.name;
              if (part.function?.arguments) call.arguments += part.function.arguments;
            }
          }
        }
      } catch (error) {
        if (turn.signal.aborted) return;
        yield { event: 'error', details: assistantTexts.providerFailed(reasonOf(error)) };
        return;
      }
      const calls = pending.filter(Boolean).map((call, index) => ({
        ...call,
        id: call.id || `call_${round}_${index}`,
      }));
      if (calls.length === 0) return;
      messages.push({
        role: 'assistant',
        content: content || null,
        tool_calls: calls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      });
      for (const call of calls) {
        let result: unknown;
        if (call.name in toolArguments) {
          let args: unknown;
          try {
            args = call.arguments ? JSON.parse(call.arguments) : {};
          } catch {
            args = call.arguments;
          }
          if (WRITE_TOOLS.has(call.name as ToolName)) {
            // A write the model asks for waits for the user's "да", as in the offline assistant.
            const checked = toolArguments[call.name as ToolName].safeParse(args);
            if (checked.success) {
              const summary = `${assistantTexts.confirmTool(call.name)}\n${JSON.stringify(checked.data, null, 2)}`;
              const record = confirmCall({
                tool: call.name as ToolName,
                arguments: checked.data as Record<string, unknown>,
                summary,
              });
              turn.tools.calls.push(record);
              yield toolCallEvent(record);
              yield {
                event: 'chunk',
                content: `${content ? '\n' : ''}${summary}\n${assistantTexts.askConfirm}`,
              };
              return;
            }
          }
          const run = await turn.tools.run(call.name as ToolName, args);
          const recorded = { ...run.call, id: call.id };
          turn.tools.calls[turn.tools.calls.length - 1] = recorded;
          yield toolCallEvent(recorded);
          result = run.call.result;
        } else {
          result = { error: assistantTexts.badToolArguments };
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
  }

  return { kind: 'openai', reply };
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'нет ответа';
    return error.message;
  }
  return String(error);
}
