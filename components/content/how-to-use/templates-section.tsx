import Link from 'next/link';

export function TemplatesSection() {
  return (
    <section aria-labelledby="templates">
      <h2 id="templates">Templates</h2>
      <p>
        Don&apos;t feel like typing? The <Link href="/templates">templates page</Link> has ready-made lists for all
        kinds of occasions. Find one you like and click <strong>Use This Template</strong>. The list is loaded onto the
        wheel, replacing the entries that were there before, and you can then add, edit, hide or delete entries just as
        you would with your own list.
      </p>
    </section>
  );
}
