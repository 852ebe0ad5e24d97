/** Issue 47: the owner's console, in the admin's own menu (nobody else sees these). */
export const ADMIN_LINKS = [
  { to: "/admin/people", label: "Admin: People" },
  { to: "/admin/audit", label: "Admin: Audit log" },
  { to: "/admin/metrics", label: "Admin: Numbers" },
  { to: "/admin/promotion-codes", label: "Admin: Promotion codes" },
  { to: "/admin-upload", label: "Admin: Content manager" },
] as const;
