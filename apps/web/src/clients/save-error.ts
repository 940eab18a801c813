// A failed client save as the client form shows it: the area's words (duplicate phone, contact
// format), else the server's message, else the form's 'Произошла ошибка при сохранении'.
import { toastMessage } from '@beautydesk/api/toast-messages';

export async function withSaveMessage<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    throw new Error(toastMessage(error), { cause: error });
  }
}
