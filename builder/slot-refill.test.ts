import { describe, expect, it } from 'vitest';
import { sha256 } from './fast-plan';
import { recordSlot, refillSlot } from './slot-refill';
import { fillSlots } from '../src/lib/slots';

// The slot is followed by more markup that ends in </div>, and each content has divs of its own:
// a refill that looked for the slot's end by its first (or last) </div> would cut in the wrong place.
const empty = '<main><div class="prose" data-slot="content"></div><footer><div>Edit this page</div></footer></main>';
const before = '<div class="callout"><div>Note</div><p>Old text</p></div><p>More old text, “quoted” 🚀</p>';
const after = '<p>New text</p><div class="callout"><div>Tip</div></div>';
const filledWith = (content: string) => fillSlots(empty, new Map([['content', content]]));

describe('recordSlot', () => {
  it('records the length and hash of the content the slot holds', () => {
    expect(recordSlot(filledWith(before), 'content', before)).toEqual({ length: before.length, sha256: sha256(before) });
  });

  it('gives nothing when the slot does not hold exactly that content, or is not filled', () => {
    expect(recordSlot(filledWith(before), 'content', before.slice(0, -4))).toBeUndefined();
    expect(recordSlot(filledWith(`${before}<p>added later</p>`), 'content', before)).toBeUndefined();
    expect(recordSlot(empty, 'content', '')).toBeUndefined();
  });
});

describe('refillSlot', () => {
  it('gives the page a full build would have written, byte for byte', () => {
    const record = recordSlot(filledWith(before), 'content', before)!;
    expect(refillSlot(filledWith(before), 'content', record, after)).toBe(filledWith(after));
  });

  it('can refill its own output again, with the record of what it wrote', () => {
    const once = refillSlot(filledWith(before), 'content', recordSlot(filledWith(before), 'content', before)!, after);
    expect(refillSlot(once, 'content', recordSlot(once, 'content', after)!, before)).toBe(filledWith(before));
    expect(refillSlot(filledWith(''), 'content', { length: 0, sha256: sha256('') }, after)).toBe(filledWith(after));
  });

  it('replaces nothing when the record does not describe the slot', () => {
    const page = filledWith(before);
    const record = recordSlot(page, 'content', before)!;
    // One character too few or too many would keep a piece of the old content or eat the slot's </div>.
    expect(() => refillSlot(page, 'content', { ...record, length: record.length - 1 }, after)).toThrow('does not hold the content the last build recorded');
    expect(() => refillSlot(page, 'content', { ...record, length: record.length + 1 }, after)).toThrow('does not hold the content the last build recorded');
    expect(() => refillSlot(page, 'content', { ...record, length: page.length }, after)).toThrow('does not hold');
    // The right length over other characters (the page changed since it was recorded).
    expect(() => refillSlot(filledWith(before.replace('Old', 'Odd')), 'content', record, after)).toThrow('does not hold');
    expect(() => refillSlot(page, 'content', { ...record, sha256: sha256(after) }, after)).toThrow('does not hold');
  });

  it('refuses a slot that was never filled, or is not there exactly once', () => {
    expect(() => refillSlot(empty, 'content', { length: 0, sha256: sha256('') }, after, 'out/a.html')).toThrow(
      'out/a.html: slot data-slot="content" has not been filled',
    );
    expect(() => refillSlot('<main></main>', 'content', { length: 0, sha256: sha256('') }, after)).toThrow(/found 0/);
    expect(() => refillSlot(filledWith('') + filledWith(''), 'content', { length: 0, sha256: sha256('') }, after)).toThrow(/found 2/);
  });
});
