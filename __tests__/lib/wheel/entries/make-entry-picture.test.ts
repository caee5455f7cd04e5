/** @jest-environment node */
import { gif, jpeg, png } from '@/__tests__/support/picture-files';
import { isEntryImage } from '@/lib/wheel/entries/entries';
import type { CallableWorker } from '@/lib/browser/worker-calls';
import { createBackgroundShrinker, makeEntryPicture } from '@/lib/wheel/entries/make-entry-picture';
import type { ShrinkResult } from '@/lib/wheel/entries/picture-encode';
import { MAX_PICTURE_FILE_BYTES } from '@/lib/wheel/entries/picture-rules';

/** A WebP a few bytes long, as a shrinker would hand back. */
const SMALL_WEBP = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 5, 6])], { type: 'image/webp' });

/** A shrinker that answers at once and counts the files it was given. */
function fakeShrinker(result: ShrinkResult = { blob: SMALL_WEBP }) {
  const given: Blob[] = [];
  const shrink = (file: Blob) => {
    given.push(file);
    return Promise.resolve(result);
  };
  return { shrink, given };
}

const file = (bytes: Uint8Array<ArrayBuffer>, type = '') => new Blob([bytes], { type });

describe('makeEntryPicture', () => {
  it('gives a picture that passes isEntryImage, in the type the encoder wrote', async () => {
    const { shrink } = fakeShrinker();
    const outcome = await makeEntryPicture(file(jpeg(3000, 2000), 'image/jpeg'), shrink);
    expect(outcome).toEqual({ image: 'data:image/webp;base64,UklGRgECAwQFBg==', animated: false });
    expect('image' in outcome && isEntryImage(outcome.image)).toBe(true);
  });

  it('refuses a text file, whatever its type says, without decoding it', async () => {
    const { shrink, given } = fakeShrinker();
    expect(await makeEntryPicture(file(new Uint8Array([65, 100, 97, 10]), 'image/png'), shrink)).toEqual({ problem: 'notPicture' });
    expect(given).toHaveLength(0);
  });

  it('refuses a picture claiming 400 megapixels before decoding it, and says how many', async () => {
    const { shrink, given } = fakeShrinker();
    expect(await makeEntryPicture(file(png(20_000, 20_000)), shrink)).toEqual({ problem: 'tooManyPixels', megapixels: 400 });
    expect(given).toHaveLength(0);
  });

  it('refuses a file over the size limit before reading it as a picture', async () => {
    const { shrink, given } = fakeShrinker();
    const huge = { size: MAX_PICTURE_FILE_BYTES + 1, slice: () => file(png(10, 10)) } as unknown as Blob;
    expect(await makeEntryPicture(huge, shrink)).toEqual({ problem: 'fileTooLarge' });
    expect(given).toHaveLength(0);
  });

  it('takes an animated GIF and says it was animated', async () => {
    const { shrink } = fakeShrinker();
    expect(await makeEntryPicture(file(gif(64, 64, { frames: 3 })), shrink)).toMatchObject({ animated: true });
    expect(await makeEntryPicture(file(gif(64, 64, { frames: 1 })), shrink)).toMatchObject({ animated: false });
  });

  it('says so when the decode finds more pixels than the header claimed, or cannot decode', async () => {
    expect(await makeEntryPicture(file(png(10, 10)), fakeShrinker({ problem: 'tooManyPixels' }).shrink)).toEqual({ problem: 'tooManyPixels' });
    expect(await makeEntryPicture(file(png(10, 10)), fakeShrinker({ problem: 'unreadable' }).shrink)).toEqual({ problem: 'unreadable' });
  });

  it('refuses an encoding that is not an entry picture (a PNG of more than the stored limit)', async () => {
    const big = new Blob([new Uint8Array(100_000)], { type: 'image/png' });
    expect(await makeEntryPicture(file(png(10, 10)), fakeShrinker({ blob: big }).shrink)).toEqual({ problem: 'unreadable' });
  });
});

/** A worker that answers in the same thread: each message gets `answer(file)` back. */
function sameThreadWorker(answer: (file: Blob) => ShrinkResult): CallableWorker {
  const worker: CallableWorker = {
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    postMessage(message: { id: number; file: Blob }) {
      queueMicrotask(() => worker.onmessage?.call(worker as Worker, new MessageEvent('message', { data: { id: message.id, answer: answer(message.file) } })));
    },
  };
  return worker;
}

describe('createBackgroundShrinker', () => {
  it('starts one worker for every picture and gives each its own answer', async () => {
    let started = 0;
    const shrink = createBackgroundShrinker(() => {
      started += 1;
      return sameThreadWorker((file) => ({ blob: new Blob([], { type: file.type }) }));
    });
    const [a, b] = await Promise.all([shrink(new Blob([], { type: 'image/webp' })), shrink(new Blob([], { type: 'image/jpeg' }))]);
    expect(started).toBe(1);
    expect(a && 'blob' in a && a.blob.type).toBe('image/webp');
    expect(b && 'blob' in b && b.blob.type).toBe('image/jpeg');
  });

  it('answers null (the page does the work) when no worker can start, or the worker fails, for that and every later picture', async () => {
    expect(await createBackgroundShrinker(() => null)(new Blob([]))).toBeNull();
    const failing: CallableWorker = {
      onmessage: null,
      onerror: null,
      onmessageerror: null,
      postMessage() {
        queueMicrotask(() => failing.onerror?.call(failing as Worker, new Event('error') as ErrorEvent));
      },
    };
    let started = 0;
    const shrink = createBackgroundShrinker(() => {
      started += 1;
      return failing;
    });
    expect(await shrink(new Blob([]))).toBeNull();
    expect(await shrink(new Blob([]))).toBeNull();
    expect(started).toBe(1);
  });
});
