import * as v from 'valibot';
import { isFields, lenientText } from '../decode/lenient-schemas';
import { safeImageUrl } from '../content/image-source';

/** shell §7 "promotion categories (response categories)". */
export interface PromotionCategory {
  readonly id: string;
  readonly name: string;
  readonly imageUrl: string | null;
}

const categorySchema = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => ({
    id: o.id ?? o.code ?? o.categoryId ?? o.key,
    name: o.name ?? o.title ?? o.categoryName,
    imageUrl: o.imageUrl ?? o.image ?? o.icon,
  })),
  v.object({
    id: lenientText,
    name: lenientText,
    imageUrl: v.fallback(v.nullable(v.pipe(lenientText, v.transform(safeImageUrl))), null),
  }),
);

function categoryList(answer: unknown): unknown[] | null {
  if (Array.isArray(answer)) return answer;
  if (!isFields(answer)) return null;
  for (const holder of [answer.value, answer]) {
    if (Array.isArray(holder)) return holder;
    if (isFields(holder) && Array.isArray(holder.categories)) return holder.categories;
  }
  return null;
}

/** `categories` under value or at the top level (or a bare list); an entry without id or name is dropped, an id kept once. */
export function decodePromotionCategories(answer: unknown): PromotionCategory[] {
  const list = categoryList(answer);
  if (!list) return [];
  const seen = new Set<string>();
  return list.flatMap((raw) => {
    const read = v.safeParse(categorySchema, raw);
    if (!read.success || seen.has(read.output.id)) return [];
    seen.add(read.output.id);
    return [read.output];
  });
}

/** Where a category leads: the promotions page on that category. */
export function promotionCategoryHref(category: PromotionCategory): string {
  return `/m/activity?${new URLSearchParams({ category: category.id })}`;
}
