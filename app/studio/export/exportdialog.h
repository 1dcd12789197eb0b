// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace nq {

/// Where and how to export: a board, a sheet of boards, or the solutions as text.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    enum Kind { Board, Sheet, Solutions };
    explicit ExportDialog(Kind kind, const QString &suggestedPath, QWidget *parent = nullptr);

    QString path() const;
    int pixels() const;
    bool transparent() const;
    bool coordinates() const;
    bool attacks() const;
    Theme::Kind theme() const;
    /// Sheets and solution lists: one per symmetry class instead of all.
    bool unique() const;

private:
    void browse();

    Kind m_kind;
    QLineEdit *m_path;
    QSpinBox *m_pixels = nullptr;
    QCheckBox *m_transparent = nullptr;
    QCheckBox *m_coordinates = nullptr;
    QCheckBox *m_attacks = nullptr;
    QComboBox *m_theme = nullptr;
    QComboBox *m_contents = nullptr;
};

} // namespace nq
