import { describe, expect, it } from 'vitest';
import { fillPrompt, variableNames } from '../../../../../functions/_shared/lab/promptVariables.ts';

describe('a lab prompt’s variables', () => {
  it('are named once each, in order of appearance, across the texts; what is not a name is left alone', () => {
    expect(
      variableNames('Write for {{audience}} about {{ topic }}.', 'Again {{audience}}, {{_x1}}; not {{1st}}, {{a-b}}, {single}, {{}}'),
    ).toEqual(['audience', 'topic', '_x1']);
    expect(variableNames(`{{${'a'.repeat(40)}}} {{${'b'.repeat(41)}}}`)).toEqual(['a'.repeat(40)]);
  });

  it('are filled by value, every occurrence, and those without a value are named and left as written', () => {
    const cases: [string, Record<string, string>, string, string[]][] = [
      ['Hi {{name}}, {{ name }}!', { name: 'Ada' }, 'Hi Ada, Ada!', []],
      ['{{a}} and {{b}}', { a: '{{b}}' }, '{{b}} and {{b}}', ['b']],
      ['{{empty}}.', { empty: '' }, '.', []],
      ['{{toString}} {{__proto__}}', {}, '{{toString}} {{__proto__}}', ['toString', '__proto__']],
      ['$& {{x}}', { x: '$1 $&' }, '$& $1 $&', []],
    ];
    for (const [text, values, filled, missing] of cases) expect(fillPrompt(text, values), text).toEqual({ text: filled, missing });
  });
});
