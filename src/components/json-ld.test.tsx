import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "./json-ld";

describe("JsonLd", () => {
  it("keeps content that holds </script> inside its one script element", () => {
    const name = "Sealant </script><script>alert(1)</script><!--";
    const html = renderToString(<JsonLd data={{ "@type": "Product", name }} />);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
    const body = /<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1];
    expect((JSON.parse(body!) as { name: string }).name).toBe(name);
  });

  it("renders nothing without data", () => {
    expect(renderToString(<JsonLd data={null} />)).toBe("");
  });
});
