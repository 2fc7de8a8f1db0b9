import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context';
import type { LanguageCodeEnum, Resolvers } from '../graphql/generated/resolverTypes';
import { intPkOf, toGlobalId } from '../graphql/ids';
import { keysetPage } from '../graphql/pagination';
import { jsonString, languageDisplay } from '../catalog/translations';
import { channelOrNull } from '../catalog/resolvers';
import {
  contentLoaders,
  menuBy,
  menuListQuery,
  pageListQuery,
  visiblePage,
  type MenuItemRow,
  type MenuRow,
  type PageRow,
} from './store';

// Menus and pages as Saleor answers a customer: menus are not bound to a channel; an item's page is
// null unless published; `url` is the stored custom URL only (a category, collection or page link has
// none: the storefront builds the path).

const loaders = new WeakMap<Context, ReturnType<typeof contentLoaders>>();
const load = (ctx: Context) => {
  let found = loaders.get(ctx);
  if (!found) loaders.set(ctx, (found = contentLoaders(ctx.db)));
  return found;
};

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

const missingArgument = (names: string) =>
  new GraphQLError(`At least one of arguments is required: ${names}.`, {
    extensions: { exception: { code: 'GraphQLError' } },
  });

/** Every item of the menu, each carrying the channel its menu was asked for in. */
async function itemsOf(ctx: Context, menu: { menu_id: number; channel?: string | null } | MenuRow) {
  const menuId = 'menu_id' in menu ? menu.menu_id : menu.id;
  return ((await load(ctx).menuItems(menuId)) ?? []).map((item) => ({ ...item, channel: menu.channel }));
}

/** The item's translation, read with every other item of its menu in the same language at once. */
async function itemTranslation(ctx: Context, item: MenuItemRow, code: LanguageCodeEnum) {
  const loader = load(ctx).menuItemTranslation;
  await loader.loadMany((await itemsOf(ctx, item)).map((sibling) => `${sibling.id}:${code}`));
  const row = await loader(`${item.id}:${code}`);
  return (
    row && {
      id: toGlobalId('MenuItemTranslation', row.id),
      language: languageDisplay(row.language_code),
      name: row.name,
    }
  );
}

export const contentResolvers: Resolvers = {
  Query: {
    // Menus are not bound to a channel: it is needed only to resolve their items' collections.
    menu: async (_, args, ctx) => {
      let row: MenuRow | null;
      if (args.id) {
        const pk = intPkOf(args.id, 'Menu');
        row = pk == null ? null : await menuBy(ctx.db, { id: pk });
      } else if (args.name != null) row = await menuBy(ctx.db, { name: args.name });
      else if (args.slug != null) row = await menuBy(ctx.db, { slug: args.slug });
      else throw missingArgument('id, name, slug');
      return row && { ...row, channel: args.channel };
    },
    menus: async (_, args, ctx) => {
      const page = await keysetPage<MenuRow & { sort_value: unknown }>(
        ctx.db,
        menuListQuery(args),
        args,
        'menus',
      );
      return {
        ...page,
        edges: page.edges.map((edge) => ({ ...edge, node: { ...edge.node, channel: args.channel } })),
      };
    },
    page: async (_, args, ctx) => {
      if (args.id) {
        const pk = intPkOf(args.id, 'Page');
        return pk == null ? null : visiblePage(ctx.db, { id: pk });
      }
      if (args.slug != null) return visiblePage(ctx.db, { slug: args.slug });
      throw missingArgument('id, slug');
    },
    pages: (_, args, ctx) =>
      keysetPage<PageRow & { sort_value: unknown }>(ctx.db, pageListQuery(args), args, 'pages'),
  },
  Menu: {
    id: (row) => toGlobalId('Menu', row.id),
    items: async (row, _, ctx) => (await itemsOf(ctx, row)).filter((item) => item.parent_id == null),
  },
  MenuItem: {
    id: (row) => toGlobalId('MenuItem', row.id),
    menu: async (row, _, ctx) => ({ ...(await load(ctx).menu(row.menu_id))!, channel: row.channel }),
    parent: async (row, _, ctx) =>
      row.parent_id == null ? null : ((await itemsOf(ctx, row)).find((i) => i.id === row.parent_id) ?? null),
    children: async (row, _, ctx) => (await itemsOf(ctx, row)).filter((item) => item.parent_id === row.id),
    category: (row, _, ctx) => (row.category_id == null ? null : ctx.load.category(row.category_id)),
    collection: async (row, _, ctx) => {
      if (row.collection_id == null) return null;
      const channel = await channelOrNull(ctx, row.channel);
      if (!channel) return null;
      const ids = (await itemsOf(ctx, row)).flatMap((item) =>
        item.collection_id == null ? [] : [item.collection_id],
      );
      await load(ctx).collection.loadMany(ids.map((id) => `${channel.id}:${id}`));
      const found = await load(ctx).collection(`${channel.id}:${row.collection_id}`);
      return found && { ...found, channel_slug: channel.slug };
    },
    page: async (row, _, ctx) => {
      if (row.page_id == null) return null;
      const pageIds = (await itemsOf(ctx, row)).flatMap((item) =>
        item.page_id == null ? [] : [item.page_id],
      );
      await load(ctx).visiblePage.loadMany(pageIds);
      return load(ctx).visiblePage(row.page_id);
    },
    translation: (row, args, ctx) => itemTranslation(ctx, row, args.languageCode),
  },
  Page: {
    id: (row) => toGlobalId('Page', row.id),
    content: (row) => jsonString(row.content),
    seoTitle: (row) => row.seo_title,
    seoDescription: (row) => row.seo_description,
    isPublished: (row) => row.is_published,
    publishedAt: (row) => iso(row.published_at),
    created: (row) => iso(row.created_at)!,
    translation: async (row, args, ctx) => {
      const found = await load(ctx).pageTranslation(`${row.id}:${args.languageCode}`);
      return (
        found && {
          id: toGlobalId('PageTranslation', found.id),
          language: languageDisplay(found.language_code),
          title: found.title,
          content: jsonString(found.content),
          seoTitle: found.seo_title,
          seoDescription: found.seo_description,
          slug: found.slug,
        }
      );
    },
  },
};
