import { readyWheelsIn } from '@/lib/blog/ready-wheels';

describe('readyWheelsIn', () => {
  it('finds every ready wheel with its title and list items, in reading order', () => {
    const body = [
      'Some text.',
      '<ReadyWheel title="Weeknight dinners">',
      '',
      '- Tacos',
      '- Veggie chili',
      '* Fried rice',
      '',
      '</ReadyWheel>',
      '- A list outside a wheel',
      '<ReadyWheel title="Sides">',
      '',
      '- Corn',
      '',
      '</ReadyWheel>',
    ].join('\n');
    expect(readyWheelsIn(body)).toEqual([
      { title: 'Weeknight dinners', entries: ['Tacos', 'Veggie chili', 'Fried rice'] },
      { title: 'Sides', entries: ['Corn'] },
    ]);
  });

  it('finds none in a post without ready wheels', () => {
    expect(readyWheelsIn('- a\n- b')).toEqual([]);
  });
});
