// The client form (part 2 §2 "Client form", §5): one component for the create page, the card's edit
// modal and, later, the appointment wizard's nested "+ Новый клиент" modal. It validates with the
// domain's rules, lists every error together, and keeps what was typed when a save fails.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { CONTACT_TYPES, type Client, type ContactType } from '@beautydesk/domain/schemas/clients';
import {
  PHONE_CONTACT_TYPES,
  prepareClientPayload,
  prepareClientUpdate,
  validateClientForm,
  validateContact,
  type ClientFormValues,
  type ClientPayload,
  type ClientUpdateBody,
} from '@beautydesk/domain/rules/validation/client-form';
import { clientFormMessages } from '@beautydesk/domain/messages/clients';
import { formatPhone, phoneToE164 } from '@beautydesk/domain/rules/phone';
import { Button } from '../../../components/button/button.tsx';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Select } from '../../../components/select/select.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { SmallText } from '../../../components/typography/typography.tsx';
import * as styles from '../clients.css.ts';
import {
  clientFormLabels as l,
  contactTypeLabels,
  phoneCountries,
  type PhoneCountry,
} from '../labels.ts';

/** A contact row as typed (its key only tells React rows apart). */
export interface ClientFormContact {
  key: number;
  type: ContactType;
  value: string;
  preferred: boolean;
  verified: boolean;
  notes: string;
}

export interface ClientFormInitialValues {
  name?: string;
  birthDate?: string | null;
  notes?: string | null;
  contacts?: readonly Omit<ClientFormContact, 'key'>[];
  country?: PhoneCountry;
}

/** The form's starting values for editing a client. */
export function clientFormValuesOf(client: Client): ClientFormInitialValues {
  return {
    name: client.name,
    birthDate: client.birthDate,
    notes: client.notes,
    contacts: client.contacts.map((contact) => ({
      type: contact.type,
      value: contact.value,
      preferred: contact.preferred,
      verified: contact.verified,
      notes: contact.notes ?? '',
    })),
  };
}

export type ClientFormProps<Saved> = {
  /** 'create' sends the create body; 'edit' the update body (emptied birth date / notes as null). */
  mode: 'create' | 'edit';
  initialValues?: ClientFormInitialValues;
  /** The call that saves (POST or PUT /clients); its rejection's message is shown. */
  onSave: (body: ClientPayload | ClientUpdateBody) => Promise<Saved>;
  /** After a successful save, with what onSave resolved to. */
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
  /** A host (a modal with its own footer) may hide the buttons; it then submits the form by id. */
  hideButtons?: boolean;
  /** The form element's id, for a host's submit button (`form={id}`). */
  id?: string;
  className?: string;
};

type Status = 'idle' | 'submitting' | 'errors';

const isPhoneType = (type: ContactType) => PHONE_CONTACT_TYPES.includes(type);

function placeholderOf(type: ContactType, example: string): string {
  if (isPhoneType(type)) return l.placeholders.phone(example);
  if (type === 'telegram') return l.placeholders.telegram;
  if (type === 'instagram') return l.placeholders.instagram;
  return l.placeholders.email;
}

/**
 * The country's part in the form: a phone typed without its '+' ('29 111-22-33', '8 029 111 22 33',
 * or the code without '+', '375291112233') is read with the country and, once the field is left,
 * shown as the number's international format ('+375 29 111 22 33'); it is saved in E.164. A value
 * that is not a valid number is left as typed, for the rules to name.
 */
function withCountryFormat(contact: ClientFormContact, country: PhoneCountry): string {
  if (!isPhoneType(contact.type)) return contact.value;
  const number = phoneToE164(contact.value, country);
  return number ? formatPhone(number) : contact.value;
}

/** Row keys only need to differ from each other, across every form on the page. */
let lastContactKey = 0;
const keyed = (contact: Omit<ClientFormContact, 'key'>): ClientFormContact => ({
  ...contact,
  key: ++lastContactKey,
});

const typeOptions = CONTACT_TYPES.map((type) => ({ value: type, label: contactTypeLabels[type] }));
const countryOptions = phoneCountries.map((country) => ({
  value: country.value,
  label: `${country.label} (${country.code})`,
}));

export function ClientForm<Saved>({
  mode,
  initialValues,
  onSave,
  onSaved,
  onCancel,
  hideButtons = false,
  id,
  className,
}: ClientFormProps<Saved>) {
  const autoId = useId();
  const formId = id ?? `client-form-${autoId}`;
  const [name, setName] = useState(initialValues?.name ?? '');
  const [country, setCountry] = useState<PhoneCountry>(initialValues?.country ?? 'BY');
  const [birthDate, setBirthDate] = useState(initialValues?.birthDate ?? '');
  const [notes, setNotes] = useState(initialValues?.notes ?? '');
  const [contacts, setContacts] = useState<ClientFormContact[]>(() =>
    (initialValues?.contacts ?? []).map(keyed),
  );
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<string[]>([]);
  const summary = useRef<HTMLDivElement>(null);
  const submitting = status === 'submitting';
  const shown = status === 'errors';
  // The error list takes focus when it appears, so a screen reader reads it and Tab goes on from it.
  useEffect(() => {
    if (status === 'errors') summary.current?.focus();
  }, [status, errors]);
  const countryInfo = phoneCountries.find((entry) => entry.value === country) ?? phoneCountries[0];

  // Editing any field clears the shown errors (part 2 §4 "Client form states").
  const edited = () => {
    if (status === 'errors') {
      setStatus('idle');
      setErrors([]);
    }
  };
  const changeContact = (key: number, change: Partial<ClientFormContact>) => {
    edited();
    setContacts((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };

  const values = (): ClientFormValues => ({ name, birthDate, notes, contacts, country });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = validateClientForm(values());
    if (!result.valid) {
      setErrors(result.errors);
      setStatus('errors');
      return;
    }
    setStatus('submitting');
    try {
      const body =
        mode === 'edit'
          ? prepareClientUpdate(values(), {
              birthDate: initialValues?.birthDate,
              notes: initialValues?.notes,
            })
          : prepareClientPayload(values());
      const saved = await onSave(body);
      setStatus('idle');
      onSaved(saved);
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : clientFormMessages.saveFailed;
      setErrors([message]);
      setStatus('errors');
    }
  };

  const nameInvalid = shown && errors.includes(clientFormMessages.nameRequired);

  return (
    <form
      id={formId}
      className={clsx(styles.form, className)}
      aria-label={l.form}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {shown && errors.length > 0 ? (
        <div ref={summary} role="alert" tabIndex={-1} className={styles.alert}>
          <p className={styles.alertTitle}>{l.errorsTitle}</p>
          <ul className={styles.errorList}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className={styles.section} disabled={submitting}>
        <legend className={styles.sectionTitle}>{l.basic}</legend>
        <div className={styles.fieldsRow}>
          <Input
            label={l.name}
            required
            autoComplete="off"
            value={name}
            state={nameInvalid ? 'error' : undefined}
            aria-invalid={nameInvalid || undefined}
            onChange={(event) => {
              edited();
              setName(event.target.value);
            }}
          />
          <Select
            label={l.country}
            hint={l.countryHint}
            options={countryOptions}
            value={country}
            onValueChange={(value) => {
              edited();
              setCountry(value as PhoneCountry);
            }}
          />
          <Input
            label={l.birthDate}
            type="date"
            value={birthDate ?? ''}
            onChange={(event) => {
              edited();
              setBirthDate(event.target.value);
            }}
          />
        </div>
        <Textarea
          label={l.notes}
          rows={3}
          value={notes ?? ''}
          onChange={(event) => {
            edited();
            setNotes(event.target.value);
          }}
        />
      </fieldset>

      <fieldset className={styles.section} disabled={submitting}>
        <legend className={styles.sectionTitle}>{l.contacts}</legend>
        {contacts.length === 0 ? <SmallText>{l.noContacts}</SmallText> : null}
        {contacts.map((contact, index) => {
          const invalid = shown && validateContact(contact, index, country) !== undefined;
          return (
            <fieldset key={contact.key} className={styles.contactRow}>
              <legend className={styles.contactLegend}>{l.contact(index + 1)}</legend>
              <div className={styles.contactFields}>
                <Select
                  label={l.contactType}
                  options={typeOptions}
                  value={contact.type}
                  onValueChange={(value) =>
                    changeContact(contact.key, { type: value as ContactType })
                  }
                />
                <Input
                  label={l.contactValue}
                  autoComplete="off"
                  value={contact.value}
                  placeholder={placeholderOf(contact.type, countryInfo.example)}
                  state={invalid ? 'error' : undefined}
                  aria-invalid={invalid || undefined}
                  onChange={(event) => changeContact(contact.key, { value: event.target.value })}
                  onBlur={() => {
                    const value = withCountryFormat(contact, country);
                    if (value !== contact.value) changeContact(contact.key, { value });
                  }}
                />
              </div>
              <Input
                label={l.contactNotes}
                autoComplete="off"
                value={contact.notes}
                onChange={(event) => changeContact(contact.key, { notes: event.target.value })}
              />
              <div className={styles.contactFlags}>
                <Checkbox
                  label={l.preferred}
                  checked={contact.preferred}
                  onCheckedChange={(checked) =>
                    changeContact(contact.key, { preferred: checked === true })
                  }
                />
                <Checkbox
                  label={l.verified}
                  checked={contact.verified}
                  onCheckedChange={(checked) =>
                    changeContact(contact.key, { verified: checked === true })
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Icon name="trash" size="sm" />}
                  aria-label={`${l.removeContact}: ${l.contact(index + 1)}`}
                  onClick={() => {
                    edited();
                    setContacts((rows) => rows.filter((row) => row.key !== contact.key));
                  }}
                >
                  {l.removeContact}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              edited();
              setContacts((rows) => [
                ...rows,
                keyed({
                  type: 'call',
                  value: '',
                  // The first contact is the main one unless the user says otherwise.
                  preferred: rows.length === 0,
                  verified: false,
                  notes: '',
                }),
              ]);
            }}
          >
            {l.addContact}
          </Button>
        </div>
      </fieldset>

      {hideButtons ? null : (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={submitting} onClick={onCancel}>
            {l.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitting ? l.saving : mode === 'edit' ? l.save : l.create}
          </Button>
        </div>
      )}
    </form>
  );
}
