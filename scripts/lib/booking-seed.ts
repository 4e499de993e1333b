/**
 * Real bookings for the slots benchmark: a calendar with nothing taken would measure a cheaper
 * answer than visitors get. Made through the booking function itself, so they are stored exactly
 * as a visitor's would be (and their notifications wait in the outbox).
 */
type Slot = { start: string; end: string };

/** Books every `every`-th free demo time of the next month, up to `count`; returns how many. */
export async function seedBookings(base: string, count: number, every = 3): Promise<number> {
  const res = await fetch(`${base}/functions/v1/booking-slots?type=demo&days=30`);
  if (!res.ok) throw new Error(`booking-slots answered ${res.status}: ${await res.text()}`);
  const { slots } = (await res.json()) as { slots: Slot[] };
  const chosen = slots.filter((_, i) => i % every === 0).slice(0, count);
  for (const [i, slot] of chosen.entries()) {
    const booked = await fetch(`${base}/functions/v1/booking`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      // One address per booking: each may hold at most 3 future bookings.
      body: JSON.stringify({
        type: "demo",
        start: slot.start,
        name: `Bench visitor ${i + 1}`,
        email: `bench-${i + 1}@bench.example`,
        language: i % 2 ? "en" : "es",
        timezone: "America/Costa_Rica",
        consent: true,
      }),
    });
    if (booked.status !== 201)
      throw new Error(`booking ${i + 1} answered ${booked.status}: ${await booked.text()}`);
  }
  return chosen.length;
}
