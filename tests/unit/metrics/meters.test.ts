import { describe, expect, test } from 'vitest';

import { AverageMeter, StepTimer, Throughput } from '../../../src/index.js';

function fakeClock(start = 1000) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

describe('AverageMeter', () => {
  test('last value, weighted mean and count; sums combine by adding', () => {
    const meter = new AverageMeter();
    expect(meter.mean).toBeNaN();
    meter.update(2, 10);
    meter.update(4, 30);
    expect(meter.value).toBe(4);
    expect(meter.count).toBe(40);
    expect(meter.mean).toBe(3.5);
    const other = new AverageMeter();
    other.update(1);
    expect(AverageMeter.fromSums(meter.sums().map((s, i) => s + other.sums()[i]!))).toBe(141 / 41);
    expect(() => meter.update(1, -1)).toThrow(/non-negative/);
    meter.reset();
    expect([meter.count, meter.sum]).toEqual([0, 0]);
    expect(meter.value).toBeNaN();
  });
});

describe('Throughput', () => {
  test('samples and tokens per second over a sliding window', () => {
    const clock = fakeClock();
    const meter = new Throughput({ windowMs: 1000, clock: clock.read });
    expect(meter.samplesPerSecond).toBeNaN();
    // 10 steps of 32 samples and 1000 tokens, 100 ms apart: 320 samples/s, 10 000 tokens/s.
    for (let i = 0; i < 10; i++) {
      clock.now += 100;
      meter.update(32, 1000);
    }
    expect(meter.samplesPerSecond).toBeCloseTo(320, 9);
    expect(meter.tokensPerSecond).toBeCloseTo(10_000, 9);
    // The speed halves: after a full window only the new speed counts.
    for (let i = 0; i < 20; i++) {
      clock.now += 200;
      meter.update(32, 1000);
    }
    expect(meter.samplesPerSecond).toBeCloseTo(160, 9);
    // A pause left out by reset.
    clock.now += 60_000;
    meter.reset();
    clock.now += 100;
    meter.update(32);
    expect(meter.samplesPerSecond).toBeCloseTo(320, 9);
  });

  test('updates closer than 1/128 of the window share one kept event, and the rates stay exact', () => {
    const clock = fakeClock();
    const meter = new Throughput({ windowMs: 1280, clock: clock.read });
    const events = () => (meter as unknown as { events: unknown[] }).events.length;
    // 1,000 updates 0.1 ms apart: 100 ms, about ten 10 ms buckets.
    for (let i = 0; i < 1000; i++) {
      clock.now += 0.1;
      meter.update(8, 2);
    }
    expect(events()).toBeLessThanOrEqual(12);
    expect(meter.samplesPerSecond).toBeCloseTo(80_000, 6);
    expect(meter.tokensPerSecond).toBeCloseTo(20_000, 6);
    // A time passed in is used instead of the clock's.
    meter.update(8, 0, clock.now + 100);
    expect(meter.samplesPerSecond).toBeCloseTo((8008 / 200) * 1000, 6);
  });

  test('a long run keeps only the window (rates stay exact after the old updates are dropped)', () => {
    const clock = fakeClock();
    const meter = new Throughput({ windowMs: 1000, clock: clock.read });
    for (let i = 0; i < 50_000; i++) {
      clock.now += 1;
      meter.update(i < 40_000 ? 2 : 4, 1);
    }
    expect(meter.samplesPerSecond).toBeCloseTo(4000, 9);
    expect(meter.tokensPerSecond).toBeCloseTo(1000, 9);
    expect((meter as unknown as { events: unknown[] }).events.length).toBeLessThan(400);
  });
});

describe('StepTimer', () => {
  test('laps measure the time between steps', () => {
    const clock = fakeClock();
    const timer = new StepTimer(clock.read);
    expect(() => timer.lap()).toThrow(/before start/);
    timer.start();
    clock.now += 50;
    expect(timer.lap()).toBe(50);
    clock.now += 150;
    expect(timer.lap()).toBe(150);
    expect([timer.last, timer.mean, timer.count, timer.total]).toEqual([150, 100, 2, 200]);
    expect(timer.lap(clock.now + 25)).toBe(25);
    timer.reset();
    expect(timer.count).toBe(0);
  });
});
