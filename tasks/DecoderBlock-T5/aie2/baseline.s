// One T5 decoder layer on one AIE2 tile, as Peano compiles a sequence of plain AIE-API kernels
// called one after another (each a software-pipelined loop nest, targets/aie2_decoder.inc):
//   a = RMSNorm(x) g1; q, k, v = a Wq1, a Wk1, a Wv1; causal self-attention per head (unscaled);
//   h1 = x + heads Wo1; c = RMSNorm(h1) g2; q = c Wq2, k = e Wk2, v = e Wv2; cross-attention
//   (unscaled, unmasked); h2 = h1 + heads Wo2; f = RMSNorm(h2) g3; y = h2 + ReLU(f W1) W2.
//
// Layout (bf16 in dm, tiles row-major, each tile row-major): x and y in 4x4 tiles, e in 4x8
// tiles, the weights in 8x4 tiles, g1..g3 plain. Scratch after y (SCR):
//   ABUF  S x D, 4x8 tiles: a, then c, then f (the left operand of the projections)
//   RG    max(2 S D + 4 TM D, 2 S F) bytes, TM = max(S, T): q (QB, 4x8 tiles; each attention
//         writes its output over it), k (KB, 4x8 tiles: the scores transpose its tiles in
//         registers) and v (VB, 8x4 tiles: the right operand of P V), of S rows for the
//         self-attention and T for the cross-attention; after it the hidden layer ReLU(f W1)
//         (HB, S x F in 4x8 tiles, the left operand of the W2 product)
//   SC    16 TM + 128 bytes: one row block's scores, then its probabilities (after 256 bytes the
//         score loop's fill writes when E = 16)
//   AR    32 S bytes: the norms' per-row scale matrices;  GJ  8 D bytes: the norms' g factors
// h1 and h2 live in y: the Wo1 product starts its accumulators from x (dj0 = x - y) and writes y,
// the Wo2 and W2 products start them from y and write y in place.
//
// Phases: three RMSNorms (DEC_RMSNORM: sums of squares 16 rows a trip, rsqrt by a bit seed and a
// Newton step, one II-4 loop scaling and re-tiling 4x4 into 4x8); ten 2x2-block bf16 products
// (DEC_GEMM: one vmac.f a cycle in the k loop, 4 D/8 + 14..20 cycles a block of 2x2 output
// tiles; W1's output rounded, interleaved into 4x8 tiles and clamped at 0 by vmax_lt.bf16); two
// attentions (DEC_ATTN, per head and 8 query rows: scores, maxima, exp by the exponent bits at
// II 6 per key block, reciprocal sums, P V into 4x8 tiles; at E = 16 the scores hold Q in
// registers and run one II-8 loop over the key blocks; the causal one multiplies the key blocks
// up to the diagonal only, the diagonal masked by its accumulators' start, the later blocks
// filled with -inf and still passed through the maxima, exponentials and P V). T5 scales no
// scores: exp's multiplier is bf16(128 log2(e)) and the clamp L = 73 (multiplier x L < 14000).
// Cycles at C5 (S = T = 64, D = 32, H = 2, F = 64): 28,165 in all; the norms 3 x ~870, q, k, v
// and Wo1 4,500, the self-attention 6,230, q2, k2, v2 and Wo2 4,500, the cross-attention 6,210,
// W1 (with ReLU) 2,570, W2 1,550.
// Most of the distance to the bound is the products' fill and drain (4 D/8 = 16 product cycles in
// 30..36 at D = 32), the attentions' element-wise passes at E = 16 and the norms, which the bound
// does not count.
//
// Accuracy: products accumulate bf16 inputs in fp32 and round once to bf16 (crRnd 12, ties to
// even); the norms' rsqrt within 0.4 %, softmax's exp within +6.2 % of 2^frac (a common factor
// that cancels) and its reciprocal within 0.9 %; every intermediate is rounded to bf16.
// Supports D and F multiples of 16 with D / 8 and F / 8 >= 4, E = D / H in {16, 32, 48}, S a
// multiple of 16, T a multiple of 8.
    .equ E, D / H
.if S > T
    .equ TM, S
.else
    .equ TM, T
.endif
    .equ SCR, y_ADDR + 2 * S * D                 // the scratch, after y
    .equ ABUF, SCR                               // a, c, f
    .equ RG, ABUF + 2 * S * D
    .equ QB, RG                                  // q, then the heads
    .equ KB, RG + 2 * S * D
    .equ VB, KB + 2 * TM * D
    .equ HB, RG                                  // ReLU(f W1)
.if 2 * S * D + 4 * TM * D > 2 * S * F
    .equ SC, RG + 2 * S * D + 4 * TM * D + 256  // 256 bytes for the scores pipeline's fill
.else
    .equ SC, RG + 2 * S * F + 256
.endif
    .equ AR, SC + 16 * TM + 128
    .equ GJ, AR + 32 * S
    .equ CEXP, 0x4339                            // bf16(128 log2(e))
    .equ NEGL, 0xC2920000 - 0x100000000          // -73.0
    .include "../../targets/aie2_decoder.inc"

kernel:
    // r16..r23 are callee-saved; eps / 2 and 1 / (2 D) kept on the stack for the later norms
    st r16, [sp, #0]
    st r17, [sp, #4]
    st r18, [sp, #8]
    st r19, [sp, #12]
    st r20, [sp, #16]
    st r21, [sp, #20]
    st r22, [sp, #24]
    st r23, [sp, #28]
    mova r2, #12
    mov crRnd, r2                                // round to nearest even
    movxm r3, #0x00800000
    sub r21, r0, r3                              // eps / 2 (the exponent less one)
    mov r22, r1                                  // 1 / (2 D)
    st r21, [sp, #32]
    st r1, [sp, #36]
    // ---- self-attention: a = RMSNorm(x) g1; q, k (4x8 tiles), v (8x4 tiles)
    DEC_RMSNORM x_ADDR, ABUF, g1_ADDR, r21, r22
    movxm p0, #ABUF
    movxm p1, #Wq1_ADDR
    movxm p3, #QB
    DEC_GEMM D / 8, D / 4, S / 8, 1
    movxm p0, #ABUF
    movxm p1, #Wk1_ADDR
    movxm p3, #KB
    DEC_GEMM D / 8, D / 4, S / 8, 1
    movxm p0, #ABUF
    movxm p1, #Wv1_ADDR
    movxm p3, #VB
    DEC_GEMM D / 8, D / 4, S / 8, 2
    DEC_ATTN QB, KB, VB, S, S, 1, CEXP, NEGL
    // h1 = x + heads Wo1, into y (4x4 tiles): the accumulators start from x
    movxm p0, #QB
    movxm p1, #Wo1_ADDR
    movxm p3, #y_ADDR
    movxm dj0, #x_ADDR - y_ADDR
    movxm dj1, #x_ADDR - y_ADDR + 32
    movxm dj2, #x_ADDR - y_ADDR + 64
    DEC_GEMM D / 8, D / 4, S / 8, 0, 1
    // ---- cross-attention: c = RMSNorm(h1) g2; q = c Wq2, k = e Wk2, v = e Wv2 (T rows)
    lda r21, [sp, #32]
    lda r22, [sp, #36]
    nop
    nop
    nop
    nop
    nop
    nop
    DEC_RMSNORM y_ADDR, ABUF, g2_ADDR, r21, r22
    movxm p0, #ABUF
    movxm p1, #Wq2_ADDR
    movxm p3, #QB
    DEC_GEMM D / 8, D / 4, S / 8, 1
    movxm p0, #e_ADDR
    movxm p1, #Wk2_ADDR
    movxm p3, #KB
    DEC_GEMM D / 8, D / 4, T / 8, 1
    movxm p0, #e_ADDR
    movxm p1, #Wv2_ADDR
    movxm p3, #VB
    DEC_GEMM D / 8, D / 4, T / 8, 2
    DEC_ATTN QB, KB, VB, S, T, 0, CEXP, NEGL
    // h2 = h1 + heads Wo2, in place in y
    movxm p0, #QB
    movxm p1, #Wo2_ADDR
    movxm p3, #y_ADDR
    mova dj0, #0
    mova dj1, #32
    mova dj2, #64
    DEC_GEMM D / 8, D / 4, S / 8, 0, 1
    // ---- feed-forward: f = RMSNorm(h2) g3; ReLU(f W1) (4x8 tiles); y = h2 + ReLU(f W1) W2
    lda r21, [sp, #32]
    lda r22, [sp, #36]
    nop
    nop
    nop
    nop
    nop
    nop
    DEC_RMSNORM y_ADDR, ABUF, g3_ADDR, r21, r22
    movxm p0, #ABUF
    movxm p1, #W1_ADDR
    movxm p3, #HB
    DEC_GEMM D / 8, F / 4, S / 8, 3
    movxm p0, #HB
    movxm p1, #W2_ADDR
    movxm p3, #y_ADDR
    mova dj0, #0
    mova dj1, #32
    mova dj2, #64
    DEC_GEMM F / 8, D / 4, S / 8, 0, 1
    lda r16, [sp, #0]
    lda r17, [sp, #4]
    lda r18, [sp, #8]
    lda r19, [sp, #12]
    lda r20, [sp, #16]
    lda r21, [sp, #20]
    lda r22, [sp, #24]
    lda r23, [sp, #28] ; ret lr
    nop
    nop
    nop
    nop
    nop
