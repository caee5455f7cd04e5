import { Key } from '@/components/content/how-to-use/key';

export function EntriesTabSection() {
  return (
    <section aria-labelledby="entries-tab">
      <h2 id="entries-tab">The Entries tab</h2>
      <p>
        The Entries tab holds your list. Each entry becomes one slice of the wheel, and every change you make shows up on
        the wheel straight away.
      </p>

      <h3>Add an entry</h3>
      <p>
        Type a name or option into the <strong>New entry</strong> box, then click <strong>Add</strong> or press{' '}
        <Key>Enter</Key>. The box clears itself, so you can type the next one right away.
      </p>

      <h3>Edit an entry</h3>
      <p>
        Click <strong>Edit</strong> next to an entry to change its text. Press <Key>Enter</Key> to save your change, or{' '}
        <Key>Escape</Key> to cancel and keep the old text.
      </p>

      <h3>Hide or show an entry</h3>
      <p>
        <strong>Hide</strong> takes an entry off the wheel without deleting it. It stays in your list, so you can put it
        back whenever you like with <strong>Show</strong>. Hidden entries can&apos;t win, which makes this perfect for
        people who have already had a turn.
      </p>

      <h3>Duplicate an entry</h3>
      <p>
        <strong>Duplicate</strong> adds a copy of the entry with &quot;(Copy)&quot; at the end of its name. Because
        every visible entry has the same chance, adding a copy is an easy way to give an option two slices and twice the
        chance of winning. You can rename the copy with Edit.
      </p>

      <h3>Delete an entry</h3>
      <p>
        <strong>Delete</strong> removes an entry from your list for good. If you might want it again later, hide it
        instead.
      </p>

      <h3>Choose a color</h3>
      <p>
        Each entry has its own color picker. Use it to change the color of that entry&apos;s slice, for example to
        match team colors or to make one option stand out.
      </p>

      <h3>Reorder your entries</h3>
      <p>
        Drag an entry by its handle to move it up or down the list. The order of the list is the order of the slices
        around the wheel.
      </p>
      <p>You can reorder with the keyboard too:</p>
      <ol>
        <li>Press <Key>Tab</Key> until the entry&apos;s handle is focused.</li>
        <li>
          Press <Key>Space</Key> to pick the entry up.
        </li>
        <li>Use the arrow keys to move it to its new place.</li>
        <li>
          Press <Key>Space</Key> again to drop it there, or <Key>Escape</Key> to cancel and put it back where it was.
        </li>
      </ol>

      <h3>The visible count</h3>
      <p>
        The tab shows how many of your entries are visible, which is the number of slices on the wheel right now.
        It&apos;s a quick way to check that everyone is in before you spin.
      </p>
    </section>
  );
}
