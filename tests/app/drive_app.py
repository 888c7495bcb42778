"""Run the real application with a player who acts at once, for the tests that kill it, close
its window or open a file with it:

    python -m tests.app.drive_app [--close-after N] [--until-over] -- [application arguments]

It prints ``start`` and the JSON list of the match's actions once the game is running, then
``action N TEXT`` for each action applied after that (the game has handed it to the autosave
by then), ``changed N`` after the actions of one change of the match (a claim applies the
rest of a hand's cards at once: N is the number of actions then), and ``over`` when the match
ends; each hand's summary is closed at once.
``--close-after N`` closes the window, as the player would, after N more actions;
``--close-after 0`` closes it at once. Without it, the game plays until killed (or, with
``--until-over``, until the match ends).

The game's bot workers are spawned processes, and a spawned process imports the parent's main
module again (as ``__mp_main__``): Qt and the game are therefore imported only in the
functions below, so that a worker loads no more than it does under the real entry point.
"""

from __future__ import annotations

import argparse
import json
import random
import sys


def _drive(close_after: int | None, until_over: bool) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from euchre_desktop.ui.main_window import MainWindow

    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    controller = window.controller
    chooser = random.Random(len(controller.record.actions))
    print("start", json.dumps([a.text for a in controller.record.actions]), flush=True)
    done = 0

    def act() -> None:
        state = controller.state
        if not state.is_over and state.turn == controller.human_seat:
            controller.submit_human(chooser.choice(controller.view().legal_actions))

    printed = len(controller.record.actions)

    def on_change(_view: object) -> None:
        nonlocal done, printed
        actions = controller.record.actions
        for number in range(printed + 1, len(actions) + 1):  # a claim applies several at once
            print("action", number, actions[number - 1].text, flush=True)
        printed = len(actions)
        print("changed", printed, flush=True)
        done += 1
        if close_after is not None and done >= close_after:
            QTimer.singleShot(0, window.close)
        elif controller.state.is_over:
            print("over", flush=True)
            if until_over:  # the game-over dialog may be open: quit, not close the window
                QTimer.singleShot(0, QApplication.quit)

    if close_after == 0:
        window.close()
        return
    controller.state_changed.connect(on_change)
    controller.human_turn.connect(lambda _view: QTimer.singleShot(0, act))
    window.presenter.hand_scored.connect(  # the player reads the summary and closes it
        lambda _event: QTimer.singleShot(0, window.summary.close_summary))
    act()


def run(argv: list[str]) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from euchre_desktop.__main__ import main

    parser = argparse.ArgumentParser()
    parser.add_argument("--close-after", type=int)
    parser.add_argument("--until-over", action="store_true")
    split = argv.index("--") if "--" in argv else len(argv)
    options = parser.parse_args(argv[:split])
    app_arguments = argv[split + 1:]
    QApplication([sys.argv[0]])
    QTimer.singleShot(0, lambda: _drive(options.close_after, options.until_over))
    return main(app_arguments)


if __name__ == "__main__":
    raise SystemExit(run(sys.argv[1:]))
