// The catalogue containers' calls reject with the words the user should read (the catalogue of part 1 §8, or
// the server's own detail for a refusal such as a studio still in use), which the screens' dialogs show.
import { toastMessage } from '@beautydesk/api/toast-messages';

export function withUserMessage<Args extends unknown[]>(
  call: (...args: Args) => Promise<unknown>,
): (...args: Args) => Promise<void> {
  return async (...args) => {
    try {
      await call(...args);
    } catch (error) {
      throw new Error(toastMessage(error), { cause: error });
    }
  };
}
