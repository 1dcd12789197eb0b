// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"

#include <QPalette>

namespace nq {

/// The widgets' palette that goes with a board theme.
class ThemePalette
{
public:
    static QPalette of(const Theme &theme);
};

} // namespace nq
