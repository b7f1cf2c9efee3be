import { Cloud, Globe, Palette, ShoppingCart, Smartphone, TrendingUp, type LucideProps } from 'lucide-react';

const ICONS = { Globe, Smartphone, Palette, TrendingUp, ShoppingCart, Cloud };

/** The spec's six service icon names (spec §3) mapped to named lucide imports. */
export function ServiceIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? Globe;
  return <Icon aria-hidden="true" {...props} />;
}
