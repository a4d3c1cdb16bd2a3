"""The line-by-line hot-seat game: plays through typed input and hides the other player's hand."""

from bss_tui.play_cli import run


def typist(*actions: str):
    """Answers hand-over prompts with Enter and action prompts with the next action."""
    todo = iter(actions)
    return lambda prompt: "" if prompt == "" else next(todo)


def test_plays_to_the_main_step_and_hides_the_other_hand():
    """3-3-3: while player 2 holds the keyboard, player 1's hand is never printed."""
    shown: list[str] = []
    assert run(seed=4, read=typist("first p1", "keep", "keep", "end", "quit"), write=shown.append) == 0
    screens = "\n".join(shown).split("\033[2J")
    assert any("Main step" in s for s in screens)
    hands_seen = 0
    for screen in screens:
        section = None
        for line in screen.splitlines():
            if line.startswith("-- "):
                section = "you" if "(you)" in line else "opponent"
            elif line.strip().startswith("hand:"):
                hands_seen += 1
                assert section == "you", f"a hand is shown in the opponent's section: {line}"
    assert hands_seen > 0


def test_rejected_action_is_explained_with_a_rule():
    shown: list[str] = []
    run(seed=4, read=typist("attack A", "quit"), write=shown.append)
    assert any(line.startswith("Not allowed:") and "(5-2-6)" in line for line in shown)
