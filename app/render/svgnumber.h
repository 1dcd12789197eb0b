// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace nq {

/// A length or coordinate written into SVG text, with `decimals` places ("12.50").
inline QString svgNumber(qreal v, int decimals = 2)
{
    return QString::number(v, 'f', decimals);
}

} // namespace nq
