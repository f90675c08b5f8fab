import { describe, expect, it } from "vitest";
import { parseYouTubeId, youTubeEmbedUrl, youTubeThumbnailUrl } from "./youtube";

const ID = "dQw4w9WgXcQ";

describe("parseYouTubeId", () => {
  it.each([
    ID,
    ` ${ID} `,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `http://youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&list=RD`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=10`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}?feature=shared`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/?v=${ID}`,
    `https://www.youtube.com/attribution_link?u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`,
  ])("finds the id in %s", (input) => {
    expect(parseYouTubeId(input)).toBe(ID);
  });

  it.each([
    "",
    "   ",
    null,
    undefined,
    "short",
    "dQw4w9WgXcQx",
    "dQw4w9WgX!Q",
    `https://vimeo.com/${ID}`,
    `https://example.com/watch?v=${ID}`,
    `https://evil-youtube.com/watch?v=${ID}`,
    "https://www.youtube.com/watch?v=tooShort",
    "https://www.youtube.com/channel/UC1234567890",
    `javascript:alert('${ID}')`,
    "https://youtu.be/",
  ])("rejects %s", (input) => {
    expect(parseYouTubeId(input)).toBeNull();
  });
});

describe("YouTube URLs", () => {
  it("builds the thumbnail and the privacy-enhanced player", () => {
    expect(youTubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });
});
