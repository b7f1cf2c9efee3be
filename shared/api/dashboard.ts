import { Type, type Static } from 'typebox';

/** GET /api/admin/dashboard/stats answers `{ success, stats, data }` with the same object twice. */
export const AdminStats = Type.Object({
  totalContacts: Type.Integer(),
  totalQuotes: Type.Integer(),
  totalProjects: Type.Integer(),
  totalServices: Type.Integer(),
  totalTestimonials: Type.Integer(),
  totalSubscribers: Type.Integer(),
  totalCampaigns: Type.Integer(),
});
export type AdminStats = Static<typeof AdminStats>;
export const StatsAnswer = Type.Object({ success: Type.Literal(true), stats: AdminStats, data: AdminStats });
