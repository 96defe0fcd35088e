import { describe, expect, it } from 'vitest';
import { describeAddress, describeAgent } from './agent';

describe('the name of a session’s browser', () => {
  it('names common browsers with their major version and system', () => {
    expect(
      describeAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('Firefox 128 on Linux');
    expect(
      describeAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toBe('Edge 131 on Windows');
    expect(
      describeAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 on macOS');
    expect(
      describeAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS');
    expect(
      describeAgent(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 131 on Android');
  });

  it('shows other agents as they came, shortened, and says when there is none', () => {
    expect(describeAgent('curl/8.5.0')).toBe('curl 8');
    expect(describeAgent('my-script/1.0')).toBe('my-script/1.0');
    expect(describeAgent('x'.repeat(100))).toHaveLength(60);
    expect(describeAgent(null)).toBe('Unknown browser');
    expect(describeAgent('  ')).toBe('Unknown browser');
  });
});

describe('the address of a session', () => {
  it('drops the IPv6 wrapping of an IPv4 address, and keeps others', () => {
    expect(describeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(describeAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(describeAddress(null)).toBe('unknown address');
  });
});
