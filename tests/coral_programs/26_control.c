/* Control flow and memory layout: recursion (Fibonacci, Ackermann, Towers
 * of Hanoi), calls through a function-pointer table, a dense switch (jump
 * table in .rodata), initialised .data that is modified at run time and a
 * small-data global. It ends by calling exit(200) from three calls deep, so
 * main never returns. */
#include "kc_io.h"

static int32_t table_data[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };   /* .data */
static int counter = 7;                                      /* small data */

static uint32_t fib(uint32_t n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static uint32_t ack(uint32_t m, uint32_t n)
{
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static uint32_t hanoi_moves, hanoi_hash = KC_FNV_INIT;
static void hanoi(int n, int from, int to, int via)
{
    if (!n) return;
    hanoi(n - 1, from, via, to);
    hanoi_moves++;
    hanoi_hash = kc_fnv(hanoi_hash, (uint32_t)(from * 3 + to));
    hanoi(n - 1, via, to, from);
}

static int32_t op_add(int32_t a, int32_t b) { return a + b; }
static int32_t op_sub(int32_t a, int32_t b) { return a - b; }
static int32_t op_mul(int32_t a, int32_t b) { return a * b; }
static int32_t op_xor(int32_t a, int32_t b) { return a ^ b; }
static int32_t (*const ops[4])(int32_t, int32_t) = { op_add, op_sub, op_mul, op_xor };

/* Dense cases so the compiler emits a jump table. */
__attribute__((noinline)) static int32_t dispatch(int k, int32_t v)
{
    switch (k) {
    case 0: return v + 11;
    case 1: return v * 3;
    case 2: return v - 100;
    case 3: return v << 2;
    case 4: return v >> 1;
    case 5: return ~v;
    case 6: return v & 0x5555;
    case 7: return v | 0x1010;
    default: return -1;
    }
}

__attribute__((noinline, noreturn)) static void depth3(int code) { kc_puts("exiting from depth 3\n"); kc_exit(code); }
__attribute__((noinline, noreturn)) static void depth2(int code) { depth3(code); }
__attribute__((noinline, noreturn)) static void depth1(int code) { depth2(code); }

int main(void)
{
    kc_line_u32("fib_20", fib(20));
    kc_line_u32("ack_2_3", ack(2, 3));
    kc_line_u32("ack_3_3", ack(3, 3));
    hanoi(10, 0, 2, 1);
    kc_line_u32("hanoi_moves", hanoi_moves);
    kc_line_hex("hanoi_hash", hanoi_hash);

    int32_t acc = 1;
    uint32_t seed = 26;
    for (int i = 0; i < 40; i++) {
        uint32_t r = kc_lcg(&seed);
        acc = ops[r >> 30](acc, (int32_t)(r >> 16) & 0xff);
        acc = dispatch((int)((r >> 8) % 9u), acc);
    }
    kc_line_i32("ops_acc", acc);

    for (int i = 0; i < 8; i++) table_data[i] = table_data[i] * counter + i;
    counter += table_data[7];
    uint32_t h = KC_FNV_INIT;
    for (int i = 0; i < 8; i++) h = kc_fnv(h, (uint32_t)table_data[i]);
    kc_line_hex("data_hash", h);
    kc_line_i32("counter", counter);

    int ok = fib(20) == 6765 && ack(2, 3) == 9 && ack(3, 3) == 61 && hanoi_moves == 1023;
    kc_check("known_values", ok);
    depth1(ok ? 200 : 1);
}
