/** The ready-made wheels of the template gallery: an id, a title, a description, an icon and the entries it loads. */

interface TemplateEntry {
  text: string;
}

export type TemplateIconName = 'meal' | 'cup' | 'mountain' | 'balloon' | 'yesNo' | 'hourglass' | 'chat';

export interface WheelTemplate {
  id: string;
  title: string;
  description: string;
  /** A drawn icon shown beside the title; decorative, so screen readers skip it. */
  icon: TemplateIconName;
  entries: readonly TemplateEntry[];
}

function entries(...texts: string[]): TemplateEntry[] {
  return texts.map((text) => ({ text }));
}

export const templates: readonly WheelTemplate[] = [
  {
    id: 'lunch-options',
    title: 'Lunch Picker',
    description: 'Stuck on what to eat? Let the wheel settle today’s lunch.',
    icon: 'meal',
    entries: entries('Tacos', 'Ramen', 'Caesar salad', 'Margherita pizza', 'Sushi rolls', 'Falafel wrap', 'Soup and a sandwich'),
  },
  {
    id: 'coffee-order',
    title: 'Coffee Order',
    description: 'Your usual, or something new? Spin for the next cup.',
    icon: 'cup',
    entries: entries('Flat white', 'Cappuccino', 'Iced latte', 'Double espresso', 'Cold brew', 'Mocha', 'Chai latte'),
  },
  {
    id: 'weekend-activity',
    title: 'Weekend Plans',
    description: 'Free days ahead and no plan yet? Pick an adventure.',
    icon: 'mountain',
    entries: entries(
      'Hike a new trail',
      'Visit a museum',
      'Movie marathon',
      'Cook something new',
      'Picnic in the park',
      'Bike ride',
      'Board game night',
    ),
  },
  {
    id: 'party-games',
    title: 'Party Games',
    description: 'Keep the party going: the wheel picks the next game.',
    icon: 'balloon',
    entries: entries(
      'Charades',
      'Pictionary',
      'Two truths and a lie',
      'Musical chairs',
      'Trivia quiz',
      'Karaoke round',
      'Scavenger hunt',
    ),
  },
  {
    id: 'quick-decision',
    title: 'Yes or No',
    description: 'A quick answer for any question, with a little room for maybe.',
    icon: 'yesNo',
    entries: entries('Yes', 'No', 'Definitely yes', 'Definitely not', 'Maybe', 'Ask again later'),
  },
  {
    id: 'office-breaks',
    title: 'Office Break',
    description: 'Step away from the screen: spin for a short, healthy break.',
    icon: 'hourglass',
    entries: entries(
      'Stretch for five minutes',
      'Walk around the block',
      'Make a cup of tea',
      'Tidy your desk',
      'Chat with a colleague',
      'Drink a glass of water',
      'Slow breathing for a minute',
    ),
  },
  {
    id: 'team-icebreakers',
    title: 'Team Icebreakers',
    description: 'Warm up a meeting with a question everyone can answer.',
    icon: 'chat',
    entries: entries(
      'Your dream superpower?',
      'The best trip you have taken?',
      'A hidden talent of yours?',
      'Your favorite book or film?',
      'The first concert you went to?',
      'Your go-to comfort food?',
      'The emoji you use most?',
    ),
  },
];

export function templateEntryTexts(template: WheelTemplate): string[] {
  return template.entries.map((entry) => entry.text);
}

/** The template's own page, with its wheel and its share picture. */
export function templatePath(template: Pick<WheelTemplate, 'id'>): string {
  return `/templates/${template.id}`;
}

export function findTemplate(id: string): WheelTemplate | undefined {
  return templates.find((template) => template.id === id);
}
