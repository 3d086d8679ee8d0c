import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('article paragraphs', () => {
  it('splits plain text on blank lines and drops empty ones', () => {
    expect(paragraphsOf('First line\nstill first.\n\nSecond.\r\n  \r\nThird.\n\n\n')).toEqual([
      'First line\nstill first.',
      'Second.',
      'Third.',
    ]);
  });

  it('answers nothing for blank content', () => {
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });
});
