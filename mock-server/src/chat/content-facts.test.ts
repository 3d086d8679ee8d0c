import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentFacts } from './content-facts';

const encode = (json: unknown) => new TextEncoder().encode(JSON.stringify(json));
const uids = fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 4 });

describe('contentFacts', () => {
  it('reads mentions and visibility lists as they were written', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        uids,
        fc.option(uids),
        fc.option(uids),
        (all, mentioned, vis, invis) => {
          const facts = contentFacts(
            encode({
              type: 1,
              content: 'hello',
              mention: { ...(all && { all: 1 }), uids: mentioned },
              ...(vis && { visibles: vis }),
              ...(invis && { invisibles: invis }),
            }),
          );
          if (all) expect(facts.mentions).toBe('all');
          else expect(facts.mentions).toEqual(mentioned.length > 0 ? mentioned : undefined);
          if (vis || invis) {
            expect(facts.visibility).toEqual({ visibles: vis ?? [], invisibles: invis ?? [] });
          } else {
            expect(facts.visibility).toBeUndefined();
          }
        },
      ),
    );
  });

  it('finds nothing in a plain text, in a text that only talks about those words, or in non-JSON', () => {
    expect(contentFacts(encode({ type: 1, content: 'hi' }))).toEqual({});
    expect(contentFacts(encode({ type: 1, content: 'the "mention" and visibles" words' }))).toEqual(
      {},
    );
    expect(contentFacts(new TextEncoder().encode('"mention" not json'))).toEqual({});
  });
});
