import type { GuideSection } from '@/components/content/guide-section';

/** The five sections open when the home page loads: entries, spinning, appearance, results and use cases. */
export const MAIN_GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    id: 'entries',
    title: 'Add and manage your entries',
    body: (
      <>
        <p>
          Each entry on the <strong>Entries</strong> tab is one slice of the wheel. Type an option into the{' '}
          <strong>New entry</strong> box and click <strong>Add</strong> or press <kbd>Enter</kbd>; the box clears so you
          can type the next one straight away.
        </p>
        <ul>
          <li>
            <strong>Edit</strong> turns an entry into a text box. Press <kbd>Enter</kbd> to save the new text or{' '}
            <kbd>Escape</kbd> to cancel and keep the old one.
          </li>
          <li>
            <strong>Hide</strong> takes an entry off the wheel without deleting it, and <strong>Show</strong> puts it
            back. Handy for people who have already had their turn.
          </li>
          <li>
            <strong>Duplicate</strong> adds a copy named with &quot;(Copy)&quot; at the end, giving that option a second
            slice.
          </li>
          <li>
            <strong>Delete</strong> removes an entry for good.
          </li>
          <li>The color square in front of each entry opens a picker for that slice&apos;s color.</li>
        </ul>
        <p>
          To change the order of the slices, drag an entry by its handle. With a keyboard, focus the handle, press{' '}
          <kbd>Space</kbd> to pick the entry up, move it with the arrow keys, then press <kbd>Space</kbd> to drop it or{' '}
          <kbd>Escape</kbd> to cancel. The tab also shows how many entries are visible, which is how many slices the
          wheel has.
        </p>
      </>
    ),
  },
  {
    id: 'spinning',
    title: 'Spin the wheel',
    body: (
      <>
        <p>
          The <strong>Spin</strong> tab sets how the wheel moves. Choose one of four modes:
        </p>
        <ul>
          <li>
            <strong>Classic</strong>: the wheel starts at a random speed between your minimum and maximum speed and slows
            down on its own.
          </li>
          <li>
            <strong>Random</strong>: like Classic, plus a random extra starting turn of up to half a revolution.
          </li>
          <li>
            <strong>Press and hold</strong>: press and hold the wheel to build up speed, then release to let it go.
          </li>
          <li>
            <strong>Flick</strong>: grab the wheel and flick it round, as you would a prize wheel. A faster flick gives
            a longer spin.
          </li>
        </ul>
        <p>
          Four sliders fine-tune the motion. <strong>Minimum speed</strong> and <strong>Maximum speed</strong> set the
          range of starting speeds. <strong>Acceleration rate</strong> sets how fast speed builds while you hold the
          wheel in Press and hold mode. <strong>Deceleration rate</strong> sets how much speed the wheel keeps from one
          moment to the next: the higher it is, the longer the wheel coasts before it stops.
        </p>
        <p>
          Click <strong>SPIN THE WHEEL!</strong>, or focus the wheel and press <kbd>Space</kbd> or <kbd>Enter</kbd>. A
          progress bar follows the spin, and the entry under the pointer on the right when the wheel stops is the
          winner.
        </p>
      </>
    ),
  },
  {
    id: 'appearance',
    title: 'Change the look and sound',
    body: (
      <>
        <p>
          On the <strong>Theme</strong> tab, the quick themes <strong>Classic</strong>, <strong>Dark</strong>,{' '}
          <strong>Neon</strong> and <strong>Sunset</strong> restyle the wheel in one click and leave your sound setting
          as it is.
        </p>
        <p>
          Four color pickers set the wheel background, the text, the border and the pointer one by one. The palette of
          16 swatches is quicker still: choose which part a swatch should color under &quot;Apply swatches to&quot;,
          then click a swatch.
        </p>
        <p>
          The <strong>Sound effects</strong> switch turns on a soft tick as each slice passes the pointer and a short
          chime for the winner. Switch it off for a silent spin.
        </p>
      </>
    ),
  },
  {
    id: 'results',
    title: 'Review, share and export results',
    body: (
      <>
        <p>
          Every winner appears on the <strong>Results</strong> tab, newest first, with how long ago it was drawn
          (&quot;Just now&quot;, &quot;5m ago&quot; and so on).
        </p>
        <ul>
          <li>
            <strong>Copy results</strong> puts a short summary on your clipboard. On devices with a share menu the
            button reads <strong>Share results</strong> and opens it instead.
          </li>
          <li>
            <strong>Export CSV</strong> downloads <code>wheel_results.csv</code> with the columns Position, Winner and
            Timestamp, ready for any spreadsheet.
          </li>
          <li>
            <strong>Clear results</strong> empties the list.
          </li>
        </ul>
        <p>
          <strong>Results are kept for this browser session only.</strong> They survive a page reload, but closing the
          tab erases them, so export them first if you need a record.
        </p>
      </>
    ),
  },
  {
    id: 'usecases',
    title: 'Ideas for using the wheel',
    body: (
      <ul>
        <li>
          <strong>Classrooms</strong>: call on students at random and hide each name once it has been picked, so
          everyone gets a turn.
        </li>
        <li>
          <strong>Team meetings</strong>: choose who speaks first at stand-up, who takes notes, or which topic comes
          next.
        </li>
        <li>
          <strong>Parties</strong>: pick the next game, dare or player, and let guests flick the wheel themselves.
        </li>
        <li>
          <strong>Giveaways</strong>: add one entry per participant, spin where your audience can watch, and export the
          results as a record.
        </li>
        <li>
          <strong>Family chores</strong>: settle who washes up or walks the dog without an argument.
        </li>
        <li>
          <strong>Meals</strong>: can&apos;t decide what to cook or where to order from? Put the options on the wheel.
        </li>
      </ul>
    ),
  },
];
