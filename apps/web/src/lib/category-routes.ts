import { CATEGORY_ROUTES, type GameCategory, type RoutedCategory } from '@platform/contract/constants';

/** Categories of the config that have a page, in the configured order (COCKFIGHT has none). */
export function navigableCategories(categories: readonly GameCategory[]): RoutedCategory[] {
  return categories.filter((category): category is RoutedCategory =>
    Object.hasOwn(CATEGORY_ROUTES, category),
  );
}
