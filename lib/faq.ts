/** The questions and answers on /faq, in the order they appear. */

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const faqItems: readonly FaqItem[] = [
  {
    id: 'purpose',
    question: 'What is this wheel for?',
    answer:
      "SpinFair helps you make a random choice when you can't or don't want to pick yourself. Teachers use it to call on students, teams use it to choose who goes first, families use it to settle dinner plans, and hosts use it for party games and giveaways. Type your options, spin, and the wheel gives you one fair winner.",
  },
  {
    id: 'adding',
    question: 'How do I add choices to the wheel?',
    answer:
      'Open the Entries tab and type your choice into the "New entry" box. Click Add or press Enter, and the new slice appears on the wheel right away. Repeat for as many choices as you need.',
  },
  {
    id: 'removing',
    question: 'How do I remove choices?',
    answer:
      'Click the Delete button next to the entry you want to remove. If you only want to leave an entry out for a while, click Hide instead: it disappears from the wheel but stays in your list, so you can bring it back later with Show.',
  },
  {
    id: 'randomness',
    question: 'Is the wheel really random and fair?',
    answer:
      "Yes. Every visible entry has exactly the same chance of winning. The winner is picked first with your browser's cryptographic random number generator, and then the wheel animates to land on it. Speed settings and spin modes only change how the spin looks, never the odds.",
  },
  {
    id: 'checkable-draws',
    question: 'Can my audience check that a giveaway was fair?',
    answer:
      'Yes, with a checkable draw. In the Spin tab, switch on "Checkable draw", set "Winners in this draw" and press "Seal the draw": the list, the wheel title and the number of winners lock, and a commitment seals them with a secret seed. Share the announcement link before the first spin, let your audience choose a public seed, and spin until every winner is drawn. "Finish draw" then reveals the seed and gives you a verification link: whoever opens it sees the whole draw checked in their own browser. Draws now use version 2. Unlike the first version, it seals the title, the time and the number of winners as well as the list; it shows the public seed in one exact form, so nobody can hide invisible characters in it; and a draw you cancel keeps its record, marked "Cancelled". Links to older draws still check, marked as using the older algorithm.',
  },
  {
    id: 'checking-a-host',
    question: 'What should I ask a giveaway host for?',
    answer:
      'Three things. Before the first spin, the announcement link: open it, find your name with "Find an entrant", and note the commitment and the number of winners. Then a public seed the host does not control, chosen after the announcement, such as a word from the chat or lottery numbers drawn later. Afterwards, the verification link: it should read "Verified" and show the same list, commitment and number of winners. Be wary of an announcement that only appeared after the spin, and of a draw marked "Cancelled" followed by a new draw with the same list.',
  },
  {
    id: 'download',
    question: 'Do I need to download anything?',
    answer:
      "No. SpinFair runs entirely in your web browser, so there is nothing to download or sign up for. If you like, you can install it as an app from your browser for quicker access, but that's completely optional.",
  },
  {
    id: 'mobile',
    question: 'Does it work on phones and tablets?',
    answer:
      'Yes. The wheel works with touch on phones and tablets as well as with a mouse or keyboard on a computer. Try the Flick mode to spin the wheel with a swipe of your finger, or Press and hold mode to build up speed before you let go.',
  },
  {
    id: 'contact',
    question: 'How can I contact you?',
    answer:
      'Send an e-mail to hello@spinfair.app with your question, idea or bug report. We usually reply within 24 to 48 hours.',
  },
];
