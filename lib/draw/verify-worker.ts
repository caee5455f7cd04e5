import { checkInput } from '@/lib/draw/check-input';
import { packForPage } from '@/lib/draw/packed-check';

/**
 * Checks draw records away from the page: reading, unpacking and hashing a
 * list of 100,000 entries would otherwise hold up typing and scrolling.
 * Takes { input, origin }, answers with a PackedCheck.
 */
addEventListener('message', (event: MessageEvent<{ input: string; origin: string }>) => {
  const { input, origin } = event.data;
  void checkInput(input, origin).then((checked) => postMessage(packForPage(checked)));
});
