# Kernels that try to pass without computing score 0, and hostile sources end in clean failing
# Results, never an exception or a crash.
import kernelcraft
from conftest import coral_store_words


def test_kernels_that_do_not_compute_score_zero(relu):
    ref = relu.reference()["y"].ravel()
    x = relu.inputs()["x"].ravel()
    adversaries = {
        "leaves the output alone": "kernel:\n    ret\n",
        "writes 0": coral_store_words([0.0] * len(ref)),
        "writes 1": coral_store_words([1.0] * len(ref)),
        "writes the mean": coral_store_words([ref.mean()] * len(ref)),
        "copies the input": coral_store_words(x),
    }
    for name, source in adversaries.items():
        r = relu.evaluate(source, hidden=3)
        assert r.ran and r.stop_ok, name
        assert not r.correct and r.reward() == 0 and r.reward("log_speedup") == 0, name


def test_memorised_visible_outputs_fail_on_hidden_seeds(relu):
    r = relu.evaluate(coral_store_words(relu.reference()["y"].ravel()), hidden=3)
    assert r.visible_correct and r.hidden_failed and not r.correct
    assert r.verdict.startswith("wrong on hidden")
    assert r.reward() == 0 and r.reward("log_speedup") == 0


def test_hostile_sources_give_failing_results(relu):
    hostile = {
        "empty": ("", None),
        "binary junk": ("\x00\x01\xff\ufffd" * 1000, None),
        "endless loop": ("kernel:\n1:\n    j 1b\n", "instruction budget"),
        "host include": ('.include "/etc/passwd"\n', None),
        "expansion bomb": ("  .rept 100000000\n  nop\n  .endr\n", None),
        "self-calling macro": ("  .macro boom\n  boom\n  boom\n  .endm\n  boom\n", None),
        "huge .comm": ("  .comm big, 0x7fffffffffffffff\n", None),
        "load far outside memory": ("kernel:\n    li t0, 0x7ffffff0\n    lw t1, 0(t0)\n    ret\n", "trap"),
    }
    for name, (source, stop) in hostile.items():
        r = relu.evaluate(source, hidden=1)
        assert not r.correct and r.reward() == 0, name
        if stop:
            assert r.stop == stop, name
        assert "root:" not in r.text, name


def test_hostile_kernels_on_plena_end_with_their_limit():
    heavy = ("    C_LOOP_START gp10, 1000\n      C_LOOP_START gp11, 1000\n        M_BMM gp0, gp0, gp0\n"
             "      C_LOOP_END gp11\n    C_LOOP_END gp10\n")
    r = kernelcraft.Task("plena", "ReLU", "C1").evaluate(heavy)
    assert not r.correct and r.stop == "work budget"
