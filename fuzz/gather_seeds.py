#!/usr/bin/env python3
"""Gathers seed corpora for the fuzz targets from the project's own files into OUT/<target>/.

Nothing is copied into the repository: assembly from examples/, tests/ and the task baselines,
semantics blocks of hwdesc/ (each headed by its def name, which picks the instruction to check
against; in sem-NAME/ for hwdesc/NAME.hwd), task and layout YAML, ELF files and code bytes built by the tools on the machine, and a
few small .npy files written here. Usage: gather_seeds.py OUT [KERNELCRAFT]
"""
import glob
import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def put(out, target, data):
    if isinstance(data, str):
        data = data.encode()
    folder = os.path.join(out, target)
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def files(*patterns):
    found = set()
    for p in patterns:
        found.update(glob.glob(os.path.join(ROOT, p), recursive=True))
    return sorted(f for f in found if os.path.isfile(f))


def assembly(out, build):
    sources = files("examples/**/*.s", "tests/**/*.s", "tests/**/*.S", "tasks/*/*/baseline.s",
                    "tasks/targets/*.inc")
    sources += sorted(glob.glob(os.path.join(build, "tasks/*/*/baseline.s"))) if build else []
    for path in sources:
        text = read(path)
        for t in ("asm", "sim"):
            put(out, t, text)
    return sources


def semantics(out):
    # Each [{ ... }] block with the nearest def (or class) before it.
    for path in files("hwdesc/*.hwd", "hwdesc/*/*.td"):
        text = read(path).decode()
        for m in re.finditer(r"\[\{(.*?)\}\]", text, re.S):
            before = text[:m.start()]
            names = re.findall(r"\b(?:def|defm)\s+([A-Za-z_][A-Za-z0-9_]*)", before)
            head = "// " + names[-1] + "\n" if names else ""
            # Seeds per description: hwdesc/NAME.hwd and the files of hwdesc/NAME/.
            rel = os.path.relpath(path, os.path.join(ROOT, "hwdesc"))
            desc = rel.split(os.sep)[0] if os.sep in rel else os.path.splitext(rel)[0]
            put(out, "sem-" + desc, head + m.group(1).strip() + "\n")


def yaml(out):
    for path in files("tasks/*/task.yaml", "tests/eval_bad/*.yaml", "tests/eval/*/task.yaml"):
        put(out, "task", read(path))
    for path in files("tasks/*/*/layout.yaml"):
        target = os.path.basename(os.path.dirname(path))
        task = os.path.basename(os.path.dirname(os.path.dirname(path)))
        put(out, "layout", f"{task} {target}\n".encode() + read(path))
    for path in files("tasks/targets/*.yaml"):
        target = os.path.splitext(os.path.basename(path))[0]
        tasks = [os.path.basename(os.path.dirname(os.path.dirname(p)))
                 for p in files(f"tasks/*/{target}/layout.yaml")]
        for task in tasks[:3]:
            put(out, "layout", f"{task} {target} convention\n".encode() + read(path))


def npy(out):
    def one(descr, shape, data):
        dims = "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"
        header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, dims)
        header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
        return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + data
    put(out, "npy", one("<f4", [2, 3], struct.pack("<6f", 1, -2, 3.5, 0, 1e30, -1e-30)))
    put(out, "npy", one("<f2", [4], struct.pack("<4H", 0x3C00, 0x7C00, 0x8001, 0x7E00)))
    put(out, "npy", one("<f8", [], struct.pack("<d", 2.5)))
    put(out, "npy", one("|i1", [2, 2, 2], bytes(range(8))))
    put(out, "npy", one("<u2", [3], struct.pack("<3H", 1, 2, 65535)))
    put(out, "npy", one("<i8", [0, 5], b""))
    put(out, "npy", one("<u8", [1], struct.pack("<Q", 2**64 - 1)))
    put(out, "npy", one("<i4", [2], struct.pack("<2i", -1, 7)))


def elf_and_code(out, kernelcraft, sources):
    for path in files("tests/**/*.elf"):
        put(out, "elf", read(path))
        put(out, "disasm", read(path)[:512])
    for path in files("tests/**/*.hex", "tests/**/*.mem"):
        put(out, "hex", read(path))
    tmp = tempfile.mkdtemp(prefix="kc-seeds-")
    try:
        cc = shutil.which("clang-14")
        lld = shutil.which("ld.lld-14")
        progs = os.path.join(ROOT, "tests/coral_programs")
        if cc and lld:
            for name in ("04_gcd", "11_dot", "15_softmax"):
                elf = os.path.join(tmp, name + ".elf")
                r = subprocess.run([cc, "--target=riscv32", "-march=rv32imf_zve32f_zbb", "-mabi=ilp32f", "-O2",
                                    "-mllvm", "-riscv-v-vector-bits-min=128", "-ffreestanding", "-nostdlib",
                                    "-fuse-ld=lld", "--ld-path=" + lld, "-Wl,-T," + progs + "/link.ld",
                                    "-I" + progs, progs + "/crt0.S", progs + "/kc_io.c", f"{progs}/{name}.c",
                                    "-o", elf], capture_output=True)
                if r.returncode == 0:
                    put(out, "elf", read(elf))
        if not kernelcraft:
            return
        for path in sources:
            for target in ("plena", "coral", "tiny"):
                for fmt, kind in (("bin", "disasm"), ("hex", "hex"), ("elf", "elf")):
                    dest = os.path.join(tmp, "out")
                    r = subprocess.run([kernelcraft, "asm", "-t", target, "--format", fmt, path, "-o", dest],
                                       capture_output=True)
                    if r.returncode == 0 and os.path.exists(dest):
                        data = read(dest)
                        put(out, kind, data[:512] if kind == "disasm" else data)
                        os.remove(dest)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    out = sys.argv[1]
    kernelcraft = sys.argv[2] if len(sys.argv) > 2 and os.access(sys.argv[2], os.X_OK) else None
    build = os.path.dirname(os.path.dirname(kernelcraft)) if kernelcraft else None
    sources = assembly(out, build)
    semantics(out)
    yaml(out)
    npy(out)
    elf_and_code(out, kernelcraft, sources)
    for t in sorted(os.listdir(out)):
        print(f"  {t}: {len(os.listdir(os.path.join(out, t)))} seeds")


if __name__ == "__main__":
    main()
