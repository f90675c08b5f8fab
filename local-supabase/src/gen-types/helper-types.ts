/** The helper types the Supabase CLI appends after `Database` (independent of the schema). */
export const helperTypes = (defaultSchema: string): string => `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${JSON.stringify(defaultSchema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

${writeHelper("TablesInsert", "Insert", "I")}

${writeHelper("TablesUpdate", "Update", "U")}

${lookupHelper("Enums", "DefaultSchemaEnumNameOrOptions", "EnumName")}

${lookupHelper("CompositeTypes", "PublicCompositeTypeNameOrOptions", "CompositeTypeName")}
`;

function writeHelper(name: string, shape: string, infer: string): string {
  return `export type ${name}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { ${shape}: infer ${infer} }
    ? ${infer}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { ${shape}: infer ${infer} }
      ? ${infer}
      : never
    : never`;
}

function lookupHelper(group: string, options: string, name: string): string {
  return `export type ${group}<
  ${options} extends
    | keyof DefaultSchema["${group}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${name} extends ${options} extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${group}"]
    : never = never,
> = ${options} extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[${options}["schema"]]["${group}"][${name}]
  : ${options} extends keyof DefaultSchema["${group}"]
    ? DefaultSchema["${group}"][${options}]
    : never`;
}
