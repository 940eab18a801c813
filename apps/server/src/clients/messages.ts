// Texts of the clients API: the spec's where it has them (part 2 §5, §8), the server's own otherwise.
import {
  clientApiMessages,
  clientFormMessages,
  clientScreenMessages,
} from '@beautydesk/domain/messages/clients';

export const clientMessages = {
  notFound: clientScreenMessages.notFound,
  /**
   * The client (packages/api, part 2 §8) re-words a 400 whose detail mentions "phone" or
   * "contacts", in English: each detail starts with that field name, as validation details do.
   */
  duplicatePhone: (phone?: string) =>
    `phone: ${clientApiMessages.duplicatePhone}${phone ? ` (${phone})` : ''}`,
  duplicatePhoneField: clientApiMessages.duplicatePhone,
  invalidContacts: `contacts: ${clientApiMessages.invalidContacts}`,
  onePreferredContact: clientFormMessages.onePreferredContact,
  hasAppointments:
    'У клиента есть записи, поэтому удалить его навсегда нельзя. Деактивируйте клиента: данные и история записей сохранятся.',
  emptyUpdate: 'Нет полей для изменения',
} as const;
