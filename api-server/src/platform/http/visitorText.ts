// What a visitor types, made fit to store: control characters other than line breaks and tabs go,
// line breaks become \n, and a lone UTF-16 surrogate (which no encoding can store: UTF-8 would keep
// three bytes of garbage) becomes U+FFFD, so a 40-character name stays 40 characters.
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function visitorText(value: string | undefined): string {
  return (value ?? '').replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
}
