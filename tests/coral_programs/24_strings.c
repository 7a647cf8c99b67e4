/* Byte-string processing: length, upper-casing and ROT13 (vectorised over
 * e8 elements with compares and masked updates), in-place reversal,
 * character counting, word counting and a byte-wise compare.
 * Exits with the number of words in the pangram (9). */
#include "kc_io.h"

static const char pangram[] = "The quick brown fox jumps over the lazy dog";
static char buf[256], up[256], rot[256], rev[256];

static int kc_strlen(const char *s) { int n = 0; while (s[n]) n++; return n; }

__attribute__((noinline)) static void to_upper(char *dst, const char *src, int n)
{
    for (int i = 0; i < n; i++) {
        char c = src[i];
        dst[i] = (c >= 'a' && c <= 'z') ? (char)(c - 32) : c;
    }
}

__attribute__((noinline)) static void rot13(char *dst, const char *src, int n)
{
    for (int i = 0; i < n; i++) {
        unsigned char c = (unsigned char)src[i];
        unsigned char lo = c | 0x20u;           /* fold case */
        if (lo >= 'a' && lo <= 'z') c = (unsigned char)(lo <= 'm' ? c + 13 : c - 13);
        dst[i] = (char)c;
    }
}

__attribute__((noinline)) static void reverse(char *dst, const char *src, int n)
{
    for (int i = 0; i < n; i++) dst[i] = src[n - 1 - i];
}

__attribute__((noinline)) static int count_char(const char *s, int n, char c)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += s[i] == c;
    return k;
}

static int count_words(const char *s)
{
    int words = 0, in_word = 0;
    for (; *s; s++) {
        int sp = *s == ' ';
        if (!sp && !in_word) words++;
        in_word = !sp;
    }
    return words;
}

int main(void)
{
    int fails = 0;
    int n = kc_strlen(pangram);
    /* A longer buffer: the pangram repeated with varying punctuation. */
    int len = 0;
    while (len + n + 2 < (int)sizeof buf) {
        for (int i = 0; i < n; i++) buf[len++] = pangram[i];
        char stop = (len & 1) ? '.' : '!';
        buf[len++] = stop;
        buf[len++] = ' ';
    }
    buf[len] = 0;

    to_upper(up, buf, len + 1);
    rot13(rot, buf, len + 1);
    reverse(rev, buf, len);
    rev[len] = 0;

    kc_line_i32("pangram_len", n);
    kc_line_i32("buf_len", len);
    kc_puts(up); kc_nl();
    kc_write(rot, 60); kc_nl();
    kc_write(rev, 60); kc_nl();
    int e = count_char(buf, len, 'e'), o = count_char(up, len, 'O');
    kc_line_i32("count_e", e);
    kc_line_i32("count_O_upper", o);
    fails += !kc_check("upper_counts", e == count_char(up, len, 'E') && o == count_char(buf, len, 'o'));

    /* ROT13 twice is the identity; reversing twice too. */
    static char twice[256];
    rot13(twice, rot, len + 1);
    fails += !kc_check("rot13_involution", memcmp(twice, buf, (size_t)len + 1) == 0);
    reverse(twice, rev, len);
    fails += !kc_check("reverse_involution", memcmp(twice, buf, (size_t)len) == 0);

    uint32_t h = KC_FNV_INIT;
    for (int i = 0; i < len; i++) h = kc_fnv(h, (uint32_t)(unsigned char)rot[i]);
    kc_line_hex("rot13_hash", h);
    int words = count_words(pangram);
    kc_line_i32("words", words);
    return fails ? 100 + fails : words;
}
