import type { CategoryTreeQuery } from './CategoryTree.generated';

export type CategoryNode = NonNullable<CategoryTreeQuery['categories']>['edges'][number]['node'];

export interface CategoryBranch {
  id: string;
  name: string;
  slug: string;
  children: CategoryBranch[];
}

/**
 * The flat list Saleor answers, as a tree, in the order given (Saleor's own). A category whose
 * parent is not in the list (past the first 100) is shown at the top rather than lost.
 */
export function buildCategoryTree(nodes: CategoryNode[]): CategoryBranch[] {
  const branches = new Map<string, CategoryBranch>(
    nodes.map((node) => [node.id, { id: node.id, name: node.name, slug: node.slug, children: [] }]),
  );
  const roots: CategoryBranch[] = [];
  for (const node of nodes) {
    const branch = branches.get(node.id)!;
    const parent = node.parent ? branches.get(node.parent.id) : undefined;
    (parent ? parent.children : roots).push(branch);
  }
  return roots;
}

/** Depth-first, with each category's depth: the order of an indented list or select. */
export function flattenCategoryTree(
  tree: CategoryBranch[],
  depth = 0,
): { category: CategoryBranch; depth: number }[] {
  return tree.flatMap((category) => [
    { category, depth },
    ...flattenCategoryTree(category.children, depth + 1),
  ]);
}
