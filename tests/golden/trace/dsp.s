# The same dot product, software-pipelined over the bundles: two bundles per element. Element k
# is loaded in iteration k, multiplied in iteration k+2 (when both words have landed) and added
# in iteration k+4 (when the product has); the first four iterations multiply and add zeros, so
# the loop runs N+4 times and reads four words past each array.
    .equ N, 16
    li r1, 0              # a pointer
    li r2, 256            # b pointer
    li r4, N + 4
    li r8, 512
    nop                   # r4 lands
    loop r4, last
    ldp r5, r1, 1; add r3, r3, r7    # load a[k]; sum += a[k-4] * b[k-4]
last:
    ldp r6, r2, 1; mul r7, r5, r6    # load b[k]; product of a[k-2] and b[k-2]
    nop                   # the last sum lands
    st r3, r8
    halt
