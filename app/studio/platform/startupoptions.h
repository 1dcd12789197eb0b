// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace nq {

/// What `nqueens-studio [--algorithm ID | --dominate K [--independent]] [--size N] [--speed S]
/// [--play] [--step K] [--present] [--speak] [--language CODE] [--panel NAME] [--theme light|dark]`
/// asks for: a desktop shortcut or a script opens the program where the lesson starts. A bad value
/// is refused as the command line refuses one: one line on stderr and status 2, before any
/// window opens (a shortcut that opens somewhere else than meant would mislead a class).
/// The language and theme given hold for this session; the settings keep the user's own.
struct StartupOptions
{
    Q_DECLARE_TR_FUNCTIONS(nq::StartupOptions)
public:
    std::optional<AlgorithmId> algorithm;
    std::optional<int> size;
    std::optional<int> speedLevel;
    std::optional<int> dominationQueens; ///< --dominate K: the domination problem, K queens
    bool independent = false; ///< --independent: the independent variant of domination
    bool play = false;
    std::optional<std::int64_t> step; ///< --step K: the run's step K once it has started
    bool present = false; ///< --present: presentation mode
    bool speak = false; ///< --speak: captions spoken (View > Speak Captions)
    std::optional<QString> language; ///< --language: "en", "ja" or "zh_CN"
    std::optional<QString> panel; ///< --panel: the dock in sight ("treeDock", "logDock", ...)
    std::optional<bool> dark; ///< --theme: dark (true) or light (false)
    std::optional<QString> lesson; ///< a lesson file to open (FILE.nqlesson)
    /// --class [PORT]: a class session from the start (0: the first free port from 8765)
    std::optional<int> classPort;
    QStringList messages; ///< one line per bad value: the program quits with status 2
    /// --help or --version: what to print before quitting without opening the window.
    QString exitText;

    /// Parses the arguments (without the program name) with QCommandLineParser.
    static StartupOptions parse(const QStringList &arguments);
    /// The options the program takes, with their help.
    static QList<QCommandLineOption> options();
};

} // namespace nq
