// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkedGroupRule, linkedGroupSchema } from './linked-group.ts';
import { esClMessages } from './messages.ts';

const required = esClMessages.required;
const range = esClMessages.range(8, 12);

describe('linkedGroupRule', () => {
  it('required: the first item is required and the second needs 8 to 12 characters', () => {
    expect(linkedGroupRule(['1', '12345678', ''], { required: true })).toEqual({
      ok: true,
      errors: [null, null, null],
    });
    expect(linkedGroupRule(['', '1234567', ''], { required: true })).toEqual({
      ok: false,
      errors: [required, range, null],
    });
    expect(linkedGroupRule(['1', '1234567890123', ''], { required: true }).errors[1]).toBe(range);
    expect(linkedGroupRule(['1', '123456789012', ''], { required: true }).ok).toBe(true);
  });

  it('not required: empty or zero items leave the group valid', () => {
    expect(linkedGroupRule(['', '', ''], { required: false }).ok).toBe(true);
    expect(linkedGroupRule(['0', '', '00'], { required: false }).ok).toBe(true);
  });

  it('not required: any nonzero item makes all required and the third needs 8 to 12', () => {
    expect(linkedGroupRule(['', '5', ''], { required: false })).toEqual({
      ok: false,
      errors: [required, null, required],
    });
    expect(linkedGroupRule(['1', '2', '1234567'], { required: false }).errors).toEqual([
      null,
      null,
      range,
    ]);
    expect(linkedGroupRule(['1', '2', '12345678'], { required: false }).ok).toBe(true);
    expect(
      linkedGroupRule(['1', '1234567', '3'], { required: false, lengthIndex: 1 }).errors,
    ).toEqual([null, range, null]);
  });

  it('is valid exactly when no item has an error', () => {
    const item = fc.oneof(fc.constantFrom('', '0', '1'), fc.stringMatching(/^[0-9]{6,14}$/));
    fc.assert(
      fc.property(fc.tuple(item, item, item), fc.boolean(), (values, isRequired) => {
        const result = linkedGroupRule(values, { required: isRequired });
        return result.ok === result.errors.every((error) => error === null);
      }),
    );
  });

  it('reports the failing item as the path of the zod issue', () => {
    const result = linkedGroupSchema({ required: false }).safeParse(['1', '2', '123']);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[2], range],
    ]);
  });
});
