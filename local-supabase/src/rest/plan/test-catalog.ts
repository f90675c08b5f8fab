import { buildSchemaCache, type RawCatalog } from "./build-cache";
import type { SchemaCache } from "./schema-types";

const col = (name: string, type = "integer", typeName = "int4") => ({
  name,
  type,
  typeName,
  nullable: true,
  default: null,
  generated: false,
});
const pk = (...columns: string[]) => ({ primary: true, columns });

/** A small blog schema for planner and builder unit tests (no database needed). */
export function testCatalog(): SchemaCache {
  const raw: RawCatalog = {
    relations: [
      {
        oid: 1,
        schema: "api",
        name: "users",
        kind: "r",
        columns: [col("id"), col("name", "text", "text"), col("data", "jsonb", "jsonb")],
        keys: [pk("id")],
      },
      {
        oid: 2,
        schema: "api",
        name: "posts",
        kind: "r",
        columns: [
          col("id"),
          col("title", "text", "text"),
          col("author_id"),
          col("editor_id"),
          col("tags", "text[]", "_text"),
          col("search", "tsvector", "tsvector"),
        ],
        keys: [pk("id")],
      },
      {
        oid: 3,
        schema: "api",
        name: "comments",
        kind: "r",
        columns: [col("id"), col("post_id"), col("body", "text", "text")],
        keys: [pk("id")],
      },
      {
        oid: 4,
        schema: "api",
        name: "tags",
        kind: "r",
        columns: [col("id"), col("name", "text", "text")],
        keys: [pk("id")],
      },
      {
        oid: 5,
        schema: "api",
        name: "post_tags",
        kind: "r",
        columns: [col("post_id"), col("tag_id")],
        keys: [pk("post_id", "tag_id")],
      },
      {
        oid: 6,
        schema: "api",
        name: "profiles",
        kind: "r",
        columns: [col("user_id"), col("bio", "text", "text")],
        keys: [pk("user_id")],
      },
    ],
    foreignKeys: [
      {
        name: "posts_author_id_fkey",
        from: 2,
        to: 1,
        fromColumns: ["author_id"],
        toColumns: ["id"],
      },
      {
        name: "posts_editor_id_fkey",
        from: 2,
        to: 1,
        fromColumns: ["editor_id"],
        toColumns: ["id"],
      },
      {
        name: "comments_post_id_fkey",
        from: 3,
        to: 2,
        fromColumns: ["post_id"],
        toColumns: ["id"],
      },
      {
        name: "post_tags_post_id_fkey",
        from: 5,
        to: 2,
        fromColumns: ["post_id"],
        toColumns: ["id"],
      },
      { name: "post_tags_tag_id_fkey", from: 5, to: 4, fromColumns: ["tag_id"], toColumns: ["id"] },
      {
        name: "profiles_user_id_fkey",
        from: 6,
        to: 1,
        fromColumns: ["user_id"],
        toColumns: ["id"],
      },
    ],
    viewDeps: [],
    routines: [],
  };
  return buildSchemaCache(raw);
}
