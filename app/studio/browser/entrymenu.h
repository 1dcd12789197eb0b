// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"

#include <QObject>

#include <cstdint>
#include <memory>

class QMenu;
class QWidget;

namespace nq {

class OrbitView;
class SolutionCatalog;

/// What a right click on a row of the browser offers for its solution or covering set: copy
/// its placement as text, copy its picture, export it, show its eight images.
class EntryMenu : public QObject
{
    Q_OBJECT
public:
    explicit EntryMenu(QWidget *parent);

    /// The menu for entry `entry` of the catalogue (deleted when closed); `name` is how the
    /// row calls it ("Solution 12"). Its actions are named copyPlacement, copyBoard,
    /// exportBoard and showImages.
    QMenu *menuFor(std::shared_ptr<const SolutionCatalog> catalog, std::int64_t entry,
                   const QString &name);
    /// Puts the entry's queens on the clipboard as text, one line (as `nqueens solve` prints).
    static void copyPlacement(const SolutionCatalog &catalog, std::int64_t entry);
    /// Puts the entry's board on the clipboard as a picture (and its queens as text).
    static void copyBoard(const SolutionCatalog &catalog, std::int64_t entry);
    /// Opens the window of the entry's eight images, drawn in the theme last set.
    OrbitView *showImages(const SolutionCatalog &catalog, std::int64_t entry, const QString &name);
    /// The window's theme, for the eight images (copies stay in the light one, as exports do).
    void setTheme(const Theme &theme) { m_theme = theme; }

signals:
    /// Export… was chosen for this entry (the browser shows it first).
    void exportRequested(std::int64_t entry);

private:
    QWidget *m_parent;
    Theme m_theme = Theme::of(Theme::Light);
};

} // namespace nq
