import { Key } from '@/components/content/how-to-use/key';

export function AccessibilitySection() {
  return (
    <section aria-labelledby="accessibility">
      <h2 id="accessibility">Accessibility and keyboard tips</h2>
      <ul>
        <li>
          <strong>Use the keyboard.</strong> Press <Key>Tab</Key> to move through the controls and{' '}
          <Key>Shift</Key> + <Key>Tab</Key> to go back. To spin, focus the wheel and press <Key>Space</Key> or{' '}
          <Key>Enter</Key>. You can even reorder entries without a mouse (see{' '}
          <a href="#entries-tab">The Entries tab</a>).
        </li>
        <li>
          <strong>Reduced motion is respected.</strong> If your device is set to reduce motion, the wheel gives a short,
          calm spin instead of a long, fast one. The result is just as fair.
        </li>
        <li>
          <strong>Winners are announced.</strong> Screen readers announce each winner when the wheel stops, so you
          don&apos;t need to see the wheel to know the result.
        </li>
      </ul>
    </section>
  );
}
