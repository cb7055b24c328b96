import { describe, expect, it } from 'vitest';
import { median, pairedRatios, percentile, spread } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is NaN for no values rather than a made-up zero', () => {
    expect(median([])).toBeNaN();
  });
  it('does not reorder the caller’s list', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('spread', () => {
  it('gives median, min and max', () => {
    expect(spread([5, 9, 7])).toEqual({ median: 7, min: 5, max: 9 });
  });
  it('ignores values that are not finite', () => {
    expect(spread([NaN, 4, Infinity, 6])).toEqual({ median: 5, min: 4, max: 6 });
    expect(spread([NaN]).median).toBeNaN();
  });
});

describe('pairedRatios', () => {
  it('divides pass by pass', () => {
    expect(pairedRatios([10, 30], [100, 60])).toEqual([0.1, 0.5]);
  });
  it('skips a pass whose divisor is zero and passes missing on one side', () => {
    expect(pairedRatios([10, 20, 30], [0, 40])).toEqual([0.5]);
  });
});

describe('percentile', () => {
  it('takes the nearest rank, whatever the order, and NaN for no values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(6);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile([], 50)).toBeNaN();
  });
});
