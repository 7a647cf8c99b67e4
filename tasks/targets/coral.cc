# How coral baselines are compiled: clang-14 at -O2 for RV32IMF with Zve32f vectors (the
# "RVV -O2" compiler baseline); loops auto-vectorise for VLEN >= 128.
clang-14 --target=riscv32 -march=rv32imf_zve32f_zbb -mabi=ilp32f -O2 -mllvm -riscv-v-vector-bits-min=128 -ffreestanding -fno-builtin -fno-math-errno -fno-pic -mcmodel=medlow
