import { describe, expect, it } from "vitest";
import { leadScore, SCORE_POINTS, SIZE_TIERS } from "./score.ts";

describe("lead score", () => {
  it("gives a bare contact its contact points only", () => {
    expect(leadScore({ email: "ana@example.com" })).toBe(SCORE_POINTS.email);
    expect(leadScore({ phone: "+50688880000" })).toBe(SCORE_POINTS.phone);
    expect(leadScore({ email: "a@b.co", phone: "+50688880000" })).toBe(20);
    // Absent and null are the same.
    expect(leadScore({ email: "a@b.co", company: null, needs: null, bookingId: null })).toBe(10);
  });

  it("adds the company, an interest, and 3 points per need stated up to 15", () => {
    expect(leadScore({ email: "a@b.co", company: "Acme", interest: "chatbots" })).toBe(25);
    expect(leadScore({ email: "a@b.co", needs: { industry: "retail" } })).toBe(13);
    expect(
      leadScore({
        email: "a@b.co",
        needs: { industry: "retail", teamSize: 1, agents: 0, channels: ["Web"] },
      }),
    ).toBe(10 + 12);
    // Seven needs stated still give 15; an empty channel list is not a need stated.
    const everything = {
      teamSize: 1,
      agents: 0,
      users: 10,
      channels: ["Web"],
      monthlyConversations: 10,
      industry: "retail",
      plan: "demo" as const,
    };
    expect(leadScore({ email: "a@b.co", needs: everything })).toBe(10 + 15);
    expect(leadScore({ email: "a@b.co", needs: { channels: [] } })).toBe(10);
  });

  it("scores size by the largest signal, with the plans' own limits as tiers", () => {
    const size = (needs: Parameters<typeof leadScore>[0]["needs"]) =>
      leadScore({ email: "a@b.co", needs }) - 10 - 3 * Object.keys(needs ?? {}).length;
    // The paid plans' live-chat agents (2, 3, 5) and active users (3,000, 5,000, 14,000).
    expect(SIZE_TIERS.agents).toEqual([2, 3, 5]);
    expect(SIZE_TIERS.users).toEqual([3_000, 5_000, 14_000]);
    expect(size({ agents: 1 })).toBe(0);
    expect(size({ agents: 2 })).toBe(7);
    expect(size({ agents: 3 })).toBe(13);
    expect(size({ agents: 50 })).toBe(20);
    expect(size({ users: 14_000 })).toBe(20);
    expect(size({ teamSize: 20, monthlyConversations: 100 })).toBe(13);
    expect(size({ channels: ["WhatsApp", "Instagram", "Web", "SMS"] })).toBe(20);
    expect(size({ agents: 2, monthlyConversations: 20_000 })).toBe(20);
  });

  it("weighs a booking and a paid plan, by need or by interest", () => {
    expect(leadScore({ email: "a@b.co", bookingId: "b-1" })).toBe(30);
    expect(leadScore({ email: "a@b.co", needs: { plan: "elite" } })).toBe(10 + 3 + 10);
    // The free plan is not a paid plan.
    expect(leadScore({ email: "a@b.co", needs: { plan: "demo" } })).toBe(10 + 3);
    expect(leadScore({ email: "a@b.co", interest: " Diamante " })).toBe(10 + 5 + 10);
    expect(leadScore({ email: "a@b.co", interest: "a chatbot" })).toBe(10 + 5);
  });

  it("is 100 for the strongest lead and never leaves 0–100", () => {
    const best = leadScore({
      email: "a@b.co",
      phone: "+50688880000",
      company: "Acme",
      interest: "diamante",
      needs: { agents: 10, users: 20_000, channels: ["Web"], industry: "retail", plan: "diamante" },
      bookingId: "b-1",
    });
    expect(best).toBe(100);
    expect(leadScore({})).toBe(0);
  });
});
