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
