// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "symmetry.h"
#include "theme.h"

#include <QDialog>

class QGridLayout;
class QLabel;

namespace nq {

/// The eight images of one board side by side, each named by its transform, with the ones
/// that give the same board marked, so the class's size can be seen as 8 over the number of
/// symmetries that leave the board as it is (Burnside).
class OrbitView : public QDialog
{
    Q_OBJECT
public:
    explicit OrbitView(QWidget *parent = nullptr);

    /// Shows the images of these queens on n x n in the window's theme; `name` says whose
    /// ("Solution 12").
    void setBoard(const std::vector<Square> &queens, int n, bool squareSet, const QString &name,
                  const Theme &theme = Theme::of(Theme::Light));
    const std::vector<OrbitImage> &orbit() const { return m_orbit; }
    /// The caption under image i.
    QString captionOf(int i) const;
    QString summary() const;
    /// Image i as drawn.
    QPixmap picture(int i) const;

private:
    std::vector<OrbitImage> m_orbit;
    QLabel *m_title;
    QLabel *m_summary;
    QLabel *m_images[8];
    QLabel *m_captions[8];
};

} // namespace nq
